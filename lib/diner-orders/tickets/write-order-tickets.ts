import { DinerOrder } from '../../../models/DinerOrder';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from '../diner-order-view';
import { announceMenuEvent } from '../diner-order-events';
import { kitchenStatus } from '../../kitchen/apply-bump';
import type { StoredTicket } from '../../kitchen/split-into-tickets';
import type { DinerOrderStatus } from '../../shared/diner-order-rules';

/** A diner's order as the kitchen reads it: its tickets and the revision its ticket writes are conditional on. */
export type KitchenOrder = StoredDinerOrder & { tickets?: StoredTicket[] | null; kitchenRev?: number | null };

/**
 * One write of an order's tickets and the status they give it (lib/kitchen/apply-bump.ts), conditional on the order
 * being as it was read (its status and its tickets' revision): two taps at once, or a tap and a move on the order
 * screen, never overwrite each other; the loser reads again. The order's new version goes to every live screen
 * (order screens, the diner's status page, the kitchen's displays) through the order events.
 */
export async function writeOrderTickets(order: KitchenOrder, tickets: StoredTicket[], undoing: boolean): Promise<DinerOrderView | null> {
  const from = (order.status ?? 'new') as DinerOrderStatus;
  const status = kitchenStatus(from, tickets, undoing);
  const rev = order.kitchenRev ?? 0;
  const written = await DinerOrder.findOneAndUpdate(
    { _id: order._id, status: from, kitchenRev: rev === 0 ? { $in: [null, 0] } : rev },
    { $set: { tickets, status }, $inc: { kitchenRev: 1 } },
    { returnDocument: 'after' },
  ).lean<StoredDinerOrder>();
  if (!written) return null;
  const view = dinerOrderView(written);
  announceMenuEvent({ type: 'order', order: view });
  return view;
}
