import type { Types } from 'mongoose';
import { DinerOrder } from '../../models/DinerOrder';
import { roundMoney } from '../menus/pricing';

export type OrderDay = { day: string; orders: number; revenue: number };
export type BestSeller = { item: string; title: string; quantity: number; revenue: number };
/** A branch's orders over the days (`branch` null: the main branch's). */
export type BranchOrders = { branch: string | null; orders: number; revenue: number };
export type OrderStats = { days: OrderDay[]; bestSellers: BestSeller[]; branches: BranchOrders[] };

/**
 * The diners' orders in the statistics: orders and revenue for each of the given days (0 for days without
 * orders), the ten best-selling items over them, by quantity, and each branch's orders and revenue (most first);
 * canceled orders do not count. Index {menu, day, …}.
 */
export async function orderStats(menuId: Types.ObjectId, days: string[]): Promise<OrderStats> {
  const match = { $match: { menu: menuId, day: { $gte: days[0], $lte: days[days.length - 1] }, status: { $ne: 'canceled' } } };
  const [perDay, best, perBranch] = await Promise.all([
    DinerOrder.aggregate<{ _id: string; orders: number; revenue: number }>([match, { $group: { _id: '$day', orders: { $sum: 1 }, revenue: { $sum: '$total' } } }]),
    DinerOrder.aggregate<{ _id: Types.ObjectId; title: string; quantity: number; revenue: number }>([
      match,
      { $unwind: '$lines' },
      { $group: { _id: '$lines.item', title: { $last: '$lines.title' }, quantity: { $sum: '$lines.quantity' }, revenue: { $sum: '$lines.total' } } },
      { $sort: { quantity: -1, revenue: -1, _id: 1 } },
      { $limit: 10 },
    ]),
    DinerOrder.aggregate<{ _id: Types.ObjectId | null; orders: number; revenue: number }>([
      match,
      { $group: { _id: '$branch', orders: { $sum: 1 }, revenue: { $sum: '$total' } } },
      { $sort: { revenue: -1, orders: -1 } },
    ]),
  ]);
  const byDay = new Map(perDay.map((d) => [d._id, d]));
  return {
    days: days.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenue: roundMoney(byDay.get(day)?.revenue ?? 0) })),
    bestSellers: best.map((b) => ({ item: String(b._id), title: b.title, quantity: b.quantity, revenue: roundMoney(b.revenue) })),
    branches: perBranch.map((b) => ({ branch: b._id ? String(b._id) : null, orders: b.orders, revenue: roundMoney(b.revenue) })),
  };
}
