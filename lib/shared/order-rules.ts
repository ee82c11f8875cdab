/**
 * The orders manager's business constants (spec §9) and the small rules built on them. Import-free: the browser's
 * forms and the server share them.
 */
export const ORDERS_PAGE_SIZE = 15;
export const DOWN_PAYMENT_FRACTION = 0.4;
export const DEFAULT_ORDER_TOTAL = 49;
/** Orders are sold and invoiced in Jordanian dinars. */
export const ORDER_CURRENCY = { code: 'JOD', symbol: 'JD' } as const;

/** Money is kept to the cent (2 decimals), so sums of payments compare exactly with the total. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** The minimum down payment: 40% of the total. */
export const minimumDownPayment = (total: number) => roundMoney(total * DOWN_PAYMENT_FRACTION);

/** `12.50 JD`. */
export const formatJod = (value: number) => `${roundMoney(value).toFixed(2)} ${ORDER_CURRENCY.symbol}`;

/** The default subscription end: one year from `now`, as YYYY-MM-DD. */
export function defaultSubEnd(now = new Date()): string {
  const d = new Date(now);
  d.setFullYear(d.getFullYear() + 1);
  return toDateInput(d);
}

/** A date as YYYY-MM-DD (UTC), the value of an `<input type="date">`. */
export const toDateInput = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/**
 * A new subscription must not have ended already: its end day (UTC, as the date input gives it) is today or later.
 * Today is the UTC day, so a staff member east of UTC just after midnight may still enter yesterday; never two days ago.
 */
export const endsBeforeToday = (end: Date, now = new Date()) => toDateInput(end) < toDateInput(now);

export type PaidTone = 'paid' | 'partial' | 'low';

/** Row colour by paid fraction (spec §4): fully paid green, at least 40% yellow, below that red. */
export function paidTone(totalOnPaid: number): PaidTone {
  if (totalOnPaid >= 1) return 'paid';
  if (totalOnPaid >= DOWN_PAYMENT_FRACTION) return 'partial';
  return 'low';
}

/** Yellow highlight (spec §4): the order is unready, one of its edits is unready, or its subscription has ended. */
export function needsAttention(
  order: { status: string; requiredEdits: { status: string }[]; subEnd: string | Date },
  now = new Date(),
): boolean {
  return (
    order.status === 'unready' ||
    order.requiredEdits.some((e) => e.status === 'unready') ||
    new Date(order.subEnd).getTime() < now.getTime()
  );
}
