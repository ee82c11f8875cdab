import type { Types } from 'mongoose';
import type { OrderStatus, PaymentMethod } from '../../models/Order';
import { roundMoney } from '../shared/order-rules';

/** An order as the API answers it (spec §3 Order): the client, the menu with its institution name, money and state. */
export interface OrderView {
  _id: string;
  user: { name: string; phone: string; username: string };
  menu: { _id: string; username: string | null; active: boolean; institution: { name: string } } | null;
  totalAmount: number;
  /** Paid fraction 0..1, computed by the server from the payments. */
  totalOnPaid: number;
  paid: number;
  remaining: number;
  payments: { method: PaymentMethod; value: number; date: string }[];
  requiredEdits: { phoneNo: string; status: OrderStatus }[];
  createdAt: string;
  subEnd: string;
  status: OrderStatus;
  canceled: boolean;
}

type PopulatedMenu = { _id: Types.ObjectId; username?: string | null; active?: boolean; institution?: { name?: string } };

/** What a lean order looks like with its menu populated (MENU_POPULATE). */
export interface LeanOrder {
  _id: Types.ObjectId;
  user: { username: string; name: string; phone?: string | null };
  menu?: PopulatedMenu | Types.ObjectId | null;
  totalAmount: number;
  totalOnPaid?: number | null;
  payments?: { method: PaymentMethod; value: number; date?: Date | null }[];
  requiredEdits?: { phoneNo: string; status?: OrderStatus | null }[];
  createdAt?: Date;
  subEnd: Date;
  status?: OrderStatus | null;
  canceled?: boolean | null;
}

const isPopulated = (m: LeanOrder['menu']): m is PopulatedMenu => !!m && typeof m === 'object' && 'institution' in m;

export function toOrderView(o: LeanOrder): OrderView {
  const payments = (o.payments ?? []).map((p) => ({ method: p.method, value: p.value, date: new Date(p.date ?? 0).toISOString() }));
  const paid = roundMoney(payments.reduce((sum, p) => sum + p.value, 0));
  const menu = isPopulated(o.menu)
    ? { _id: String(o.menu._id), username: o.menu.username ?? null, active: Boolean(o.menu.active), institution: { name: o.menu.institution?.name ?? '' } }
    : null;
  return {
    _id: String(o._id),
    user: { name: o.user.name, phone: o.user.phone ?? '', username: o.user.username },
    menu,
    totalAmount: o.totalAmount,
    totalOnPaid: o.totalOnPaid ?? 0,
    paid,
    remaining: Math.max(0, roundMoney(o.totalAmount - paid)),
    payments,
    requiredEdits: (o.requiredEdits ?? []).map((e) => ({ phoneNo: e.phoneNo, status: e.status ?? 'unready' })),
    createdAt: new Date(o.createdAt ?? 0).toISOString(),
    subEnd: new Date(o.subEnd).toISOString(),
    status: o.status ?? 'unready',
    canceled: Boolean(o.canceled),
  };
}
