import { ADMIN_NOTICES } from '../../i18n/ar';
import { forbidden } from '../../api/errors';
import { checkTaxNumberFitsCountry } from '../public-info/check-tax-number';
import { noIds } from '../../validation/menu-edit-ids';
import { publicInfoSchema, type PublicInfoInput } from '../../validation/public-info';
import { workingDaysChange, workingDaysBodySchema } from '../../validation/working-day';
import { z } from '../../validation/z';
import { checkShortNameFree, renameFields } from '../public-info/check-short-name-free';
import { publicInfoUpdate } from '../public-info/public-info-update';
import { mergeUpdates, paymentKeysUpdate } from '../public-info/payment-keys-update';
import { saveWorkingDays } from '../working-days/save-working-day';
import { updateMenu } from '../update-menu';
import { ROOM, updateMenuWithRoom } from '../menu-limits';
import { defineMenuEdit } from './define-menu-edit';
import { msg } from '../../i18n/t';

export const BUY_NEEDS_PLAN = msg('buyNeedsPlan');

type DefaultBody = { kind: 'workingDays'; change: ReturnType<typeof workingDaysChange> } | { kind: 'publicInfo'; info: PublicInfoInput };

/** The default op's two bodies (§7): `{workingDays: [...]}` is the working-day form, anything else public info. */
const defaultBody = z.unknown().transform((raw, ctx): DefaultBody => {
  const isDays = Boolean(raw && typeof raw === 'object' && 'workingDays' in raw);
  const parsed = isDays ? workingDaysBodySchema.safeParse(raw) : publicInfoSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return isDays
    ? { kind: 'workingDays', change: workingDaysChange(parsed.data as z.infer<typeof workingDaysBodySchema>) }
    : { kind: 'publicInfo', info: parsed.data as PublicInfoInput };
});

/** The default op (no `op`): a partial public-info edit, or working days saved / deleted ('M'-prefixed days) in one write. */
export const editPublicInfo = defineMenuEdit({
  ids: noIds,
  body: defaultBody,
  message: (body) => (body.kind === 'publicInfo' ? ADMIN_NOTICES.edited : body.change.save.length === 0 ? ADMIN_NOTICES.dayDeleted : ADMIN_NOTICES.editedOrCreated),
  touches: () => ({ sections: [] }),
  run: async ({ menu, body, read }) => {
    if (body.kind === 'workingDays') return saveWorkingDays(menu._id, body.change, read);
    const { info } = body;
    if (info.enableBuy === 'enable' && (menu.plan ?? 0) < 1) throw forbidden(BUY_NEEDS_PLAN);
    checkTaxNumberFitsCountry(menu, info);
    const update = mergeUpdates(publicInfoUpdate(info), paymentKeysUpdate(info.payments));
    if (info.username && info.username !== menu.username) {
      await checkShortNameFree(menu._id, info.username);
      const now = new Date();
      update.$set = { ...update.$set, ...renameFields(menu, info.username, now) };
      // The cap on renames a day is a condition of the write itself: two renames at once cannot both slip under it.
      return updateMenuWithRoom({ menuId: menu, update }, ROOM.rename(now));
    }
    return updateMenu({ menuId: menu, read, update });
  },
});
