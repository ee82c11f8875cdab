import { Order } from '../../models/Order';
import { User } from '../../models/User';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { findOrderView } from './update-order';
import type { OrderView } from './order-view';

/** A new subscription order for an existing user (spec §5 Create Order): the client's name and phone are copied in. */
export async function createOrder(input: { user: string; totalAmount: number; subEnd: Date }): Promise<OrderView> {
  const client = await User.findOne({ username: input.user }).select('name phone username').lean();
  if (!client) throw notFound(msg('usernameNotFound'));
  const order = await Order.create({
    user: { ref: client._id, username: client.username, name: client.name, phone: client.phone ?? '' },
    totalAmount: input.totalAmount,
    totalOnPaid: input.totalAmount === 0 ? 1 : 0,
    subEnd: input.subEnd,
  });
  return (await findOrderView(String(order._id))) as OrderView;
}
