import { z } from './z';
import { isCalendarDay } from './calendar-day';
import { objectId } from './object-id';
import { plainTextField } from './link-fields';
import { zm } from '../i18n/t';
import { LANGS } from '../i18n/lang';
import { CART_ID_PATTERN } from './cart-id-pattern';
import { DINER_ORDER_NOTE_MAX, DINER_ORDER_STATUSES, MAIN_BRANCH, OPEN_ORDERS, TABLE_CALL_KINDS } from '../shared/diner-order-rules';

/** A branch of the menu: its id, or 'main' for the main branch (the restaurant's own address). */
const branchField = z.union([z.literal(MAIN_BRANCH), objectId('branch')]);

/** Diners' orders: the body of POST /api/v1/diner-orders, of PUT …/{orderId}, the order screen's query. */
export const submitDinerOrderSchema = z.object({
  cart: z.string(zm('invalidId', { field: 'cart' })).regex(CART_ID_PATTERN, zm('invalidId', { field: 'cart' })),
  // One line without control or bidi-override characters, as every other text a diner or owner sends.
  note: plainTextField('order:note', DINER_ORDER_NOTE_MAX).optional().transform((v) => v ?? ''),
  /** The language the diner ordered in: the chat message and the status page's link follow it. */
  lang: z.enum(LANGS, zm('oneOf', { field: 'lang', options: LANGS.join(', ') })).default('ar'),
  /** The branch the order is for, from no table ('main' or a branch's id); a cart from a table goes to the table's. */
  branch: branchField.optional(),
});
export type SubmitDinerOrderInput = z.output<typeof submitDinerOrderSchema>;

const statusField = z.enum(DINER_ORDER_STATUSES, zm('oneOf', { field: 'status', options: DINER_ORDER_STATUSES.join(', ') }));

export const dinerOrderStatusSchema = z.object({ status: statusField });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dinerOrdersQuerySchema = z.object({
  /** One status, or 'open' (new to ready). */
  status: z.union([z.literal(OPEN_ORDERS), statusField]).optional(),
  table: objectId('table').optional(),
  /** One branch's orders (a screen in that branch): a branch's id, or 'main' for the main branch's (no branch). */
  branch: branchField.optional(),
  /** The menu's day (YYYY-MM-DD); today in the menu's time zone when absent. */
  // A day of the calendar ('2026-13-45' and '2026-02-30' are not: a 400, not an empty list).
  date: z
    .string(zm('notDate', { field: 'date' }))
    .regex(DAY, zm('notDate', { field: 'date' }))
    .refine(isCalendarDay, zm('notDate', { field: 'date' }))
    .optional(),
  page: z.coerce.number(zm('numberBetween', { field: 'page', min: 1, max: 1000 })).int().min(1).max(1000).default(1),
});
export type DinerOrdersQuery = z.output<typeof dinerOrdersQuerySchema>;

/** POST /api/v1/diner-orders/calls: the waiter or the bill, to a table of a menu. */
export const tableCallSchema = z.object({
  menu: objectId('menu'),
  table: objectId('table'),
  kind: z.enum(TABLE_CALL_KINDS, zm('oneOf', { field: 'kind', options: TABLE_CALL_KINDS.join(', ') })),
});
export type TableCallInput = z.output<typeof tableCallSchema>;
