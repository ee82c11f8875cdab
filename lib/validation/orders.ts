import { z } from './z';
import { objectId, unlessMissing } from './object-id';
import { USERNAME_PATTERN } from './user';
import { isValidPhone, storedPhone } from '../phone';
import { ORDERS_PAGE_SIZE, roundMoney } from '../shared/order-rules';

/**
 * Orders manager inputs (spec §5 Create Order, order filters, payment amount; §7 Orders). Shared by the staff forms
 * (zodResolver) and the route handlers. Numbers written as text are read as numbers (§5 "number"); objects never pass.
 */
export const USER_NOT_FOUND = 'This username is not found';
const ORDER_STATUS_VALUES = ['ready', 'unready'] as const;

/** An enum's message: the generic required message when missing (zod reports a missing enum as a wrong value). */
export const choiceError = (name: string, message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is a required field` : message;

/** A number, also when it comes as text from a form or a query string ("49" → 49); '' counts as missing. */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v === '' ? undefined : v);

export const moneySchema = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: unlessMissing(`${label} must be a number`) })
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000, `${label} is too large`)
      .transform(roundMoney),
  );

/** A username as typed in a staff form (lowercased; the users' own rule). */
export const staffUsername = (label: string) =>
  z
    .string({ error: unlessMissing(`${label} must be text`) })
    .trim()
    .toLowerCase()
    .min(1, `${label} is a required field`)
    .regex(USERNAME_PATTERN, USER_NOT_FOUND);

/** A calendar date (YYYY-MM-DD or a full ISO time) as a Date. */
export const dateSchema = (label: string) =>
  z
    .string({ error: unlessMissing(`${label} must be a date`) })
    .trim()
    .min(1, `${label} is a required field`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be a date`)
    .transform((v) => new Date(v));

export const createOrderSchema = z.object({
  user: staffUsername('user'),
  totalAmount: moneySchema('totalAmount'),
  subEnd: dateSchema('subEnd'),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUS_VALUES, { error: choiceError('status', 'status must be ready or unready') }),
});

export const subscriptionSchema = z.object({ endDate: dateSchema('endDate') });

export const assignMenuSchema = z.object({ menuId: objectId('menu') });

export const paymentSchema = z.object({
  method: z.enum(['cliq', 'cash'], { error: choiceError('method', 'method must be cliq or cash') }),
  // A payment of nothing (0, or 1e-7: 0.00 once rounded to cents) is refused.
  value: moneySchema('value').refine((v) => v > 0, 'value must be at least 0.01'),
});
export type PaymentInput = z.input<typeof paymentSchema>;

export const requiredEditSchema = z.object({
  phone: z
    .string({ error: unlessMissing('phone must be text') })
    .trim()
    .min(1, 'phone is a required field')
    .refine((v) => isValidPhone(v), 'Invalid phone number')
    .transform(storedPhone),
});

export const editIndexSchema = z.preprocess(numeric, z.number().int().min(0).max(999));

/** Query flags: 'true'/'false' (also 1/0); anything else is refused; '' means no filter. */
const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const optionalNumber = (name: string, min: number, max: number) =>
  z.preprocess(
    numeric,
    z.number({ error: `${name} must be a number` }).min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`).optional(),
  );

/** A date filter: empty means none (§5 "dates nullable"). */
const optionalDate = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : ''))
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), `${name} must be a date`)
    .transform((v) => v || undefined);

/** GET /api/v1/orders (spec §7, §5 order filters). */
export const orderFiltersSchema = z.object({
  page: z.preprocess(numeric, z.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').default(1)),
  limit: z.preprocess(numeric, z.number({ error: 'limit must be a number' }).int().min(1, 'limit must be 1 or more').max(100, 'limit must be at most 100').default(ORDERS_PAGE_SIZE)),
  canceled: flag('canceled'),
  createdAtFrom: optionalDate('createdAtFrom'),
  createdAtTo: optionalDate('createdAtTo'),
  subEndFrom: optionalDate('subEndFrom'),
  subEndTo: optionalDate('subEndTo'),
  top: optionalNumber('top', 0, 1),
  topGt: optionalNumber('topGt', 0, 1),
  topLt: optionalNumber('topLt', 0, 1),
  status: z
    .enum([...ORDER_STATUS_VALUES, ''], { error: 'status must be ready or unready' })
    .optional()
    .transform((v) => v || undefined),
  hasUnreadyEdits: flag('hasUnreadyEdits'),
  username: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase() || undefined),
  excel: flag('excel'),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
export type OrderFiltersInput = z.input<typeof orderFiltersSchema>;
