'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAdmin } from '@/components/admin/AdminContext';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { editMenu } from '@/lib/menus/edits/client';
import { editGallerySchema, GALLERY_DISPLAYS } from '@/lib/validation/gallery';
import { ADMIN_NOTICES, GALLERY_TEXT as T, PUBLIC_INFO_TEXT } from '@/lib/i18n/ar';
import { GalleryImageRow } from './GalleryImageRow';
import type { GalleryView } from './gallery-view';
import ui from '../ui/admin-ui.module.css';

type Values = { title: string; display: (typeof GALLERY_DISPLAYS)[number]; translations: { en: { title: string } } };

/** The edit panel of one gallery (spec §2): title, display mode, and each image. */
export function GalleryEditPanel({ sectionId, gallery, onClose }: { sectionId: string; gallery: GalleryView; onClose(): void }) {
  const { menu } = useAdmin();
  const { run } = useAdminAction();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(editGallerySchema) as never,
    defaultValues: {
      title: gallery.title,
      display: gallery.display ?? 'scroll',
      translations: { en: { title: gallery.translations?.en?.title ?? '' } },
    },
  });
  const save = (v: Values) => run(() => editMenu(menu._id, 'egallery', { sectionId, galleryId: gallery._id }, v), ADMIN_NOTICES.edited);

  return (
    <section className={`${ui.listItem} ${ui.selected} ${ui.editPanel}`} aria-labelledby={`edit-${gallery._id}`} data-testid="gallery-edit-panel">
      <div className={ui.between}>
        <h3 id={`edit-${gallery._id}`} className={ui.subTitle}>
          {T.edit}: {gallery.title}
        </h3>
        <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={onClose}>
          {T.close}
        </button>
      </div>
      <form className={ui.spaced} onSubmit={handleSubmit(save)} noValidate id={`gallery-edit-${gallery._id}`}>
        <FormField label={T.galleryTitle} error={errors.title?.message} {...register('title')} />
        <FormField label={T.galleryTitleEn} dir="ltr" lang="en" error={errors.translations?.en?.title?.message} {...register('translations.en.title')} />
        <fieldset className={ui.radioGroup}>
          <legend>{T.display}</legend>
          {GALLERY_DISPLAYS.map((d) => (
            <label key={d}>
              <input type="radio" value={d} {...register('display')} /> {d === 'scroll' ? T.displayScroll : T.displayShowAll}
            </label>
          ))}
        </fieldset>
        <SubmitButton busy={isSubmitting} busyText={PUBLIC_INFO_TEXT.saving}>
          {T.save}
        </SubmitButton>
      </form>
      {gallery.images.length === 0 ? <p className={ui.muted}>{T.noImages}</p> : null}
      <ul className={ui.list}>
        {gallery.images.map((img, i) => (
          <GalleryImageRow key={`${img.image}-${i}`} sectionId={sectionId} galleryId={gallery._id} galleryTitle={gallery.title} index={i} image={img.image} note={img.note ?? ''} noteEn={img.translations?.en?.note ?? ''} />
        ))}
      </ul>
    </section>
  );
}
