import { z } from './z';
import { isCalendarDay } from './calendar-day';
import { objectId } from './object-id';
import { USERNAME_PATTERN } from './user';
import { isValidPhone, storedPhone } from '../phone';
import { ORDERS_PAGE_SIZE, endsBeforeToday, roundMoney } from '../shared/order-rules';
import { zm, zmUnlessMissing } from '../i18n/t';
import { numberFromText } from '../shared/ascii-digits';

/**
 * Orders manager inputs (spec §5 Create Order, order filters, payment amount; §7 Orders). Shared by the staff forms
 * (zodResolver) and the route handlers. Numbers written as text are read as numbers (§5 "number"); objects never pass.
 */
const ORDER_STATUS_VALUES = ['ready', 'unready'] as const;

/** A two-way choice's message ('status must be ready or unready'); the generic required message when missing. */
export const choiceError = (name: string, a: string, b: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? zm('required', { field: name }).error() : zm('eitherOr', { field: name, a, b }).error();

export const moneySchema = (label: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: zmUnlessMissing('notNumber', { field: label }) })
      .min(0, zm('notNegative', { field: label }))
      .max(1_000_000, zm('tooLarge', { field: label }))
      .transform(roundMoney),
  );

/** A username as typed in a staff form (lowercased; the users' own rule). */
export const staffUsername = (label: string) =>
  z
    .string({ error: zmUnlessMissing('notText', { field: label }) })
    .trim()
    .toLowerCase()
    .min(1, zm('required', { field: label }))
    .regex(USERNAME_PATTERN, zm('usernameNotFound'));

/** A calendar date (YYYY-MM-DD or a full ISO time) as a Date. */
export const dateSchema = (label: string) =>
  z
    .string({ error: zmUnlessMissing('notDate', { field: label }) })
    .trim()
    .min(1, zm('required', { field: label }))
    .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && isCalendarDay(v) && !Number.isNaN(Date.parse(v)), zm('notDate', { field: label }))
    .transform((v) => new Date(v));

export const createOrderSchema = z.object({
  user: staffUsername('user'),
  totalAmount: moneySchema('totalAmount'),
  // A subscription sold today ends in the future; moving an existing order's end into the past stays possible (asked first).
  subEnd: dateSchema('subEnd').refine((end) => !endsBeforeToday(end), zm('subEndPast', { field: 'subEnd' })),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUS_VALUES, { error: choiceError('status', 'ready', 'unready') }),
});

export const subscriptionSchema = z.object({ endDate: dateSchema('endDate') });

export const assignMenuSchema = z.object({ menuId: objectId('menu') });

export const paymentSchema = z.object({
  method: z.enum(['cliq', 'cash'], { error: choiceError('method', 'cliq', 'cash') }),
  // A payment of nothing (0, or 1e-7: 0.00 once rounded to cents) is refused.
  value: moneySchema('value').refine((v) => v > 0, zm('atLeast', { field: 'value', min: 0.01 })),
});
export type PaymentInput = z.input<typeof paymentSchema>;

export const requiredEditSchema = z.object({
  phone: z
    .string({ error: zmUnlessMissing('notText', { field: 'phone' }) })
    .trim()
    .min(1, zm('required', { field: 'phone' }))
    .refine((v) => isValidPhone(v), zm('phoneInvalid'))
    .transform(storedPhone),
});

export const editIndexSchema = z.preprocess(numberFromText, z.number().int().min(0).max(999));

/** Query flags: 'true'/'false' (also 1/0); anything else is refused; '' means no filter. */
const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', ''], zm('trueOrFalse', { field: name }))
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const optionalNumber = (name: string, min: number, max: number) =>
  z.preprocess(
    numberFromText,
    z.number(zm('notNumber', { field: name })).min(min, zm('atLeast', { field: name, min })).max(max, zm('atMost', { field: name, max })).optional(),
  );

/** A date filter: empty means none (§5 "dates nullable"). */
const optionalDate = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : ''))
    .refine((v) => v === '' || (isCalendarDay(v) && !Number.isNaN(Date.parse(v))), zm('notDate', { field: name }))
    .transform((v) => v || undefined);

/** GET /api/v1/orders (spec §7, §5 order filters). */
export const orderFiltersSchema = z.object({
  page: z.preprocess(numberFromText, z.number(zm('notNumber', { field: 'page' })).int(zm('wholeNumber', { field: 'page' })).min(1, zm('atLeast', { field: 'page', min: 1 })).default(1)),
  limit: z.preprocess(numberFromText, z.number(zm('notNumber', { field: 'limit' })).int(zm('wholeNumber', { field: 'limit' })).min(1, zm('atLeast', { field: 'limit', min: 1 })).max(100, zm('atMost', { field: 'limit', max: 100 })).default(ORDERS_PAGE_SIZE)),
  canceled: flag('canceled'),
  createdAtFrom: optionalDate('createdAtFrom'),
  createdAtTo: optionalDate('createdAtTo'),
  subEndFrom: optionalDate('subEndFrom'),
  subEndTo: optionalDate('subEndTo'),
  top: optionalNumber('top', 0, 1),
  topGt: optionalNumber('topGt', 0, 1),
  topLt: optionalNumber('topLt', 0, 1),
  status: z
    .enum([...ORDER_STATUS_VALUES, ''], zm('eitherOr', { field: 'status', a: 'ready', b: 'unready' }))
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
