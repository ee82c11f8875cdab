import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { ApiError, conflict, forbidden, notFound } from '../api/errors';
import { ROOM, type RoomCheck } from './menu-limits';
import { GALLERY_PLAN } from './edits/gallery-plan';
import { isMenuAdmin, type StoredAdmins } from './is-menu-admin';
import { updateMenuAndCompare } from './update-menu';
import type { UploadTarget } from '../validation/upload';
import { deleteImage } from '../uploads/delete-image';
import { imageInUse } from '../uploads/image-in-use';
import { storeImage } from '../uploads/store-image';
import type { ImageKind } from '../shared/upload-urls';
import { msg } from '../i18n/t';

type LeanItem = { _id: Types.ObjectId; image?: string };
type LeanGallery = { _id: Types.ObjectId; images?: { image: string; note?: string }[] };
type LeanMenu = {
  _id: Types.ObjectId;
  admins: StoredAdmins;
  plan?: number;
  menuMainImage?: string;
  institution?: { logo?: string } | null;
  sections?: { items?: LeanItem[]; galleries?: LeanGallery[] }[];
};

interface Plan {
  kind: ImageKind;
  /** The image the upload replaces in the menu it was planned on ('' when it adds one). */
  previous: string;
  filter: Record<string, unknown>;
  update: (name: string) => Record<string, unknown>;
  arrayFilters?: Record<string, unknown>[];
  /** The caps an upload that adds an entry must find room under (lib/menus/menu-limits.ts). */
  room?: RoomCheck[];
}

const sameId = (a: unknown, b: string) => String(a) === b;

/** Works out where the new image goes and what it replaces, or throws 404 for a missing item/gallery/image. */
function planUpload(menu: LeanMenu, target: UploadTarget): Plan {
  const { data } = target;
  if (target.model === 'menu') {
    const logo = target.path === 'institution.logo';
    return {
      kind: logo ? 'logo' : 'menuMainImage',
      previous: (logo ? menu.institution?.logo : menu.menuMainImage) ?? '',
      filter: {},
      update: (name) => ({ $set: { [target.path]: name } }),
    };
  }
  if (target.model === 'item') {
    const itemId = data.itemId!;
    const item = (menu.sections ?? []).flatMap((s) => s.items ?? []).find((i) => sameId(i._id, itemId));
    if (!item) throw notFound(msg('itemGone'));
    const oid = new Types.ObjectId(itemId);
    return {
      kind: 'item',
      previous: item.image ?? '',
      filter: { 'sections.items._id': oid },
      update: (name) => ({ $set: { 'sections.$[].items.$[it].image': name } }),
      arrayFilters: [{ 'it._id': oid }],
    };
  }
  const galleryId = data.galleryId!;
  const gallery = (menu.sections ?? []).flatMap((s) => s.galleries ?? []).find((g) => sameId(g._id, galleryId));
  if (!gallery) throw notFound(msg('galleryGone'));
  const oid = new Types.ObjectId(galleryId);
  const index = data.galleryImageIndex;
  if (index === undefined) {
    return {
      kind: 'gallery',
      previous: '',
      filter: { 'sections.galleries._id': oid },
      update: (name) => ({ $push: { 'sections.$[].galleries.$[g].images': { image: name, note: data.note ?? '' } } }),
      arrayFilters: [{ 'g._id': oid }],
      room: ROOM.galleryImage(oid),
    };
  }
  const entry = gallery.images?.[index];
  if (!entry) throw notFound(msg('galleryImageNotFound'));
  return {
    kind: 'gallery',
    previous: entry.image ?? '',
    filter: { 'sections.galleries': { $elemMatch: { _id: oid, [`images.${index}`]: { $exists: true } } } },
    update: (name) => ({
      $set: {
        [`sections.$[].galleries.$[g].images.${index}.image`]: name,
        ...(data.note !== undefined ? { [`sections.$[].galleries.$[g].images.${index}.note`]: data.note } : {}),
      },
    }),
    arrayFilters: [{ 'g._id': oid }],
  };
}

/**
 * Stores an uploaded image and puts it on a menu (spec §7 Upload) in one atomic update: the menu's header image or
 * logo, an item's image, or a gallery image (replaced at galleryImageIndex, or added). Only the menu's admins may
 * (403), and gallery images need the gallery plan (403 with its notice, nothing stored). The replaced file is
 * deleted once no menu shows it any more. Returns the updated menu and the new file name.
 */
export async function attachUpload(
  user: { _id: Types.ObjectId },
  target: UploadTarget,
  bytes: Buffer,
): Promise<{ menu: Record<string, unknown>; image: string }> {
  const menuId = target.data.menuId;
  const menu = await Menu.findById(menuId).lean<LeanMenu>();
  if (!menu) throw notFound(msg('menuNotFound'));
  if (!isMenuAdmin(menu, user)) throw forbidden(msg('notMenuAdmin'));
  // Gallery images are a paid feature like the gallery ops (spec §6): refused before anything is stored.
  if (target.model === 'gallery' && (menu.plan ?? 0) < GALLERY_PLAN.min) throw forbidden(GALLERY_PLAN.message);

  const plan = planUpload(menu, target);
  const room = plan.room ?? [];
  // A full gallery is refused before the image is decoded and stored; the write checks it again atomically.
  for (const check of room) if (!(await Menu.exists({ _id: menu._id, ...check.where }))) throw conflict(check.message);
  const stored = await storeImage(bytes, { kind: plan.kind, menuId: menu._id });

  let written: Awaited<ReturnType<typeof updateMenuAndCompare>>;
  try {
    written = await updateMenuAndCompare({
      menuId: menu,
      where: { $and: [{ admins: user._id, ...plan.filter }, ...room.map((r) => r.where)] },
      update: plan.update(stored.name),
      arrayFilters: plan.arrayFilters,
    });
  } catch (err) {
    // The menu, item or gallery went away (or the admin was removed) while the file was processed.
    await deleteImage(stored.name);
    throw err instanceof ApiError && err.status === 404 ? notFound(msg('uploadTargetGone')) : err;
  }

  // What this very update replaced (not what we read first: another upload may have landed in between).
  const previous = planUpload(written.before, target).previous;
  if (previous && previous !== stored.name && !(await imageInUse(previous))) {
    await deleteImage(previous);
  }
  return { menu: written.after as unknown as Record<string, unknown>, image: stored.name };
}
