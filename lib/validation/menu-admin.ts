import { z } from './z';
import { plainText } from './plain-text';
import { objectId } from './object-id';
import { choiceError, staffUsername } from './orders';
import { zm, zmUnlessMissing } from '../i18n/t';
import { numberFromText } from '../shared/ascii-digits';

/** The orders manager's menu forms (spec §5 Create Menu, Menu Activation, Add Menu Admin, Login Link Generator; §7 Menu). */

/** POST /api/v1/quickmenu: the admins (the provider admin is always added by the server) and the plan. */
export const createMenuSchema = z.object({
  admins: z.array(staffUsername('admin'), { error: zmUnlessMissing('notList', { field: 'admins' }) }).min(1, zm('required', { field: 'admins' })).max(10),
  plan: z.preprocess(
    numberFromText,
    z.number({ error: zmUnlessMissing('notNumber', { field: 'plan' }) }).int(zm('wholeNumber', { field: 'plan' })).min(0, zm('notNegative', { field: 'plan' })).max(100),
  ),
});

/** The Create Menu form: one username and the plan (default 0). */
export const createMenuFormSchema = z.object({
  username: staffUsername('username'),
  plan: createMenuSchema.shape.plan,
  /** Optional: the order the new menu is attached to in the same step ('' = none). */
  orderId: z.union([z.literal(''), objectId('order')]).optional(),
});

/** The Copy Menu form: the menu to copy, the copy's owner (an existing username) and its plan. */
export const copyMenuFormSchema = z.object({
  menuId: objectId('menu'),
  username: staffUsername('username'),
  plan: createMenuSchema.shape.plan,
});

/** The Menu Activation form: the action and the menu id (POST activates, DELETE deactivates). */
export const menuActivationFormSchema = z.object({
  action: z.enum(['activate', 'deactivate'], { error: choiceError('action', 'activate', 'deactivate') }),
  menuId: objectId('menu'),
});

/** POST /api/v1/quickmenu/{menuId}/admins. */
export const addMenuAdminSchema = z.object({ admin: staffUsername('admin') });

/** The Add Menu Admin form. */
export const addMenuAdminFormSchema = addMenuAdminSchema.extend({ menuId: objectId('menu') });

/** The Login Link Generator. */
export const loginLinkSchema = z.object({
  username: z.string({ error: zmUnlessMissing('notText', { field: 'username' }) }).trim().min(1, zm('required', { field: 'username' })),
  password: z.string({ error: zmUnlessMissing('notText', { field: 'password' }) }).min(1, zm('required', { field: 'password' })),
});

/** PUT /api/v1/quickmenu/{menuId}/plan: the new plan, as Create Menu takes it. */
export const planChangeSchema = z.object({ plan: createMenuSchema.shape.plan });

/** The orders manager's Change Plan form. */
export const planChangeFormSchema = planChangeSchema.extend({ menuId: objectId('menu') });

export const MENU_SEARCH_PAGE_SIZE = 10;

/** GET /api/v1/quickmenu?q=…&page=… (staff): the text to find (short name, institution name, admin username). */
export const menuSearchQuerySchema = z.object({
  // Control characters go (a NUL cannot be in a BSON regex: the search answered 500 to one), then the length check.
  q: z.string(zm('notText', { field: 'q' })).overwrite(plainText).trim().max(100, zm('tooLong', { field: 'q', max: 100 })).default(''),
  page: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v === '' ? undefined : v),
    z.number(zm('notNumber', { field: 'page' })).int(zm('wholeNumber', { field: 'page' })).min(1, zm('atLeast', { field: 'page', min: 1 })).max(1000, zm('atMost', { field: 'page', max: 1000 })).default(1),
  ),
});
export type MenuSearchQuery = z.output<typeof menuSearchQuerySchema>;
