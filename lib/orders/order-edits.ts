import { Menu } from '../../models/Menu';
import type { OrderStatus } from '../../models/Order';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { updateOrder } from './update-order';
import type { OrderView } from './order-view';

/** The staff's small order changes (spec §4 order status, required edits; §7 Orders), each one atomic update. */

export const setOrderStatus = (id: string, status: OrderStatus): Promise<OrderView> => updateOrder({ id, update: { $set: { status } } });

export const setSubscriptionEnd = (id: string, endDate: Date): Promise<OrderView> => updateOrder({ id, update: { $set: { subEnd: endDate } } });

export const addRequiredEdit = (id: string, phone: string): Promise<OrderView> =>
  updateOrder({ id, update: { $push: { requiredEdits: { phoneNo: phone, status: 'unready' } } } });

export const setRequiredEditStatus = (id: string, index: number, status: OrderStatus): Promise<OrderView> =>
  updateOrder({
    id,
    where: { [`requiredEdits.${index}`]: { $exists: true } },
    update: { $set: { [`requiredEdits.${index}.status`]: status } },
    refuse: () => notFound(msg('orderEditNotFound')),
  });

export async function assignOrderMenu(id: string, menuId: string): Promise<OrderView> {
  if (!(await Menu.exists({ _id: menuId }))) throw notFound(msg('menuNotFound'));
  return updateOrder({ id, update: { $set: { menu: menuId } } });
}
