/**
 * A diner's order ('طلب' in Arabic, `DinerOrder` in code: `Order` is the provider's subscription order):
 * its statuses in the order they go, and which moves make sense. Import-free: the order screen and the server share it.
 */
export const DINER_ORDER_STATUSES = ['new', 'accepted', 'preparing', 'ready', 'served', 'canceled'] as const;
export type DinerOrderStatus = (typeof DINER_ORDER_STATUSES)[number];

/** The way forward, one tap at a time (canceled is off the way): also the steps the diner's status page shows. */
export const DINER_ORDER_STEPS = ['new', 'accepted', 'preparing', 'ready', 'served'] as const satisfies readonly DinerOrderStatus[];
const FORWARD: readonly DinerOrderStatus[] = DINER_ORDER_STEPS; // widened: any status may be looked up

/** The status one tap moves an order to, or null when it is done (served, canceled). */
export function nextDinerOrderStatus(status: DinerOrderStatus): DinerOrderStatus | null {
  const i = FORWARD.indexOf(status);
  return i >= 0 && i < FORWARD.length - 1 ? FORWARD[i + 1] : null;
}

/**
 * May an order go from `from` to `to`? Forward along the way (a step may be skipped: a kitchen that serves at once),
 * or canceled before it is served; never back, never out of served or canceled.
 */
export function canMoveDinerOrder(from: DinerOrderStatus, to: DinerOrderStatus): boolean {
  if (from === 'served' || from === 'canceled' || from === to) return false;
  if (to === 'canceled') return true;
  return FORWARD.indexOf(to) > FORWARD.indexOf(from);
}

/** The diner may take an order back while no one has accepted it yet (a wrong dish, a second order by mistake). */
export const canDinerCancel = (status: DinerOrderStatus): boolean => status === 'new';

/** Who canceled an order: the diner from its status page, or the restaurant from its order screen. */
export const CANCELED_BY = ['diner', 'restaurant'] as const;
export type CanceledBy = (typeof CANCELED_BY)[number];

/** Orders that still need the restaurant: new to ready. */
export const OPEN_DINER_ORDER_STATUSES: DinerOrderStatus[] = ['new', 'accepted', 'preparing', 'ready'];

/** The order screen's status filter: one status, or 'open' for every order that still needs the restaurant (a kitchen's view). */
export const OPEN_ORDERS = 'open';
export const isOfStatus = (status: DinerOrderStatus, shown: string): boolean =>
  !shown || (shown === OPEN_ORDERS ? OPEN_DINER_ORDER_STATUSES.includes(status) : status === shown);

/** What a diner at a table may call for: the waiter, or the bill. */
export const TABLE_CALL_KINDS = ['waiter', 'bill'] as const;
export type TableCallKind = (typeof TABLE_CALL_KINDS)[number];

/**
 * A table's id is public (its QR code, the menu page), so what one table can put on the restaurant's screen is capped:
 * at most this many of its orders open (new to ready) at once, and an order of more units than the next number waits
 * for the staff's confirmation (shown so on the order screen and the diner's status page) before the kitchen starts.
 */
export const TABLE_OPEN_ORDERS_MAX = 5;
export const DINER_ORDER_CONFIRM_ABOVE_UNITS = 20;
/** Does an order of this many units wait for the staff's confirmation? */
export const needsStaffConfirmation = (units: number): boolean => units > DINER_ORDER_CONFIRM_ABOVE_UNITS;

/** A diner's note with the order: at most this many characters. */
export const DINER_ORDER_NOTE_MAX = 300;
/** The order screen's page size. */
export const DINER_ORDERS_PAGE_SIZE = 50;

/**
 * A restaurant with branches has an order screen in each: the branch a screen shows is its branch's id,
 * or 'main' for the main branch (the restaurant's own address), whose tables have no branch; an order from no table
 * is the branch's its diner chose (none: the main branch's). '' shows every branch.
 */
export const MAIN_BRANCH = 'main';
export const isOfBranch = (branch: string | null | undefined, shown: string): boolean => !shown || (shown === MAIN_BRANCH ? !branch : branch === shown);
