import { asCurrency } from '../money/currencies';
import type { Currency } from '../menus/pricing';
import { CANCELED_BY, type CanceledBy, type DinerOrderStatus } from '../shared/diner-order-rules';
import type { Lang } from '../i18n/lang';
import { orderTicketsView, type OrderTicket, type StoredOrderTicket } from '../kitchen/order-tickets-view';

/** A diner's order as the API answers it: the status page, the order screen and the streams. Types only. */
export type DinerOrderView = {
  _id: string;
  menu: string;
  number: number;
  day: string;
  table: { _id: string; name: string } | null;
  branch: string | null;
  lines: {
    item: string;
    title: string;
    subItem: number | null;
    subItemTitle: string | null;
    quantity: number;
    unitPrice: number;
    total: number;
    /** The chosen options, as priced. */
    options?: { _id: string; title: string; price: number; translations?: { en: { title: string } } }[];
    /** The English titles the diner saw (an English order). */
    translations?: { en: { title?: string; subItemTitle?: string } };
  }[];
  total: number;
  currency: Currency;
  note: string;
  status: DinerOrderStatus;
  /** A large order still waiting for the staff's confirmation (new, above the units a table may send unconfirmed). */
  awaitingConfirmation: boolean;
  /** Who canceled it, when it is canceled (older orders: null). */
  canceledBy: CanceledBy | null;
  /** The language the diner ordered in. */
  lang: Lang;
  /** The kitchen stations' tickets: which lines each station makes, and what is bumped. */
  tickets?: OrderTicket[];
  createdAt: string;
  updatedAt: string;
};

type Id = { toString(): string };
type StoredLine = {
  item: Id;
  title: string;
  subItem?: number | null;
  subItemTitle?: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
  options?: { _id?: Id | null; title?: string | null; price?: number | null; translations?: { en?: { title?: string | null } | null } | null }[] | null;
  translations?: { en?: { title?: string | null; subItemTitle?: string | null } | null } | null;
};
export type StoredDinerOrder = {
  _id: string;
  menu: Id;
  number: number;
  day: string;
  table?: { _id?: Id | null; name?: string | null } | null;
  branch?: Id | null;
  lines?: StoredLine[] | null;
  total: number;
  currency?: string | null;
  note?: string | null;
  status?: string | null;
  needsConfirmation?: boolean | null;
  canceledBy?: string | null;
  lang?: string | null;
  tickets?: StoredOrderTicket[] | null;
  createdAt?: Date | string | null;
  updatedAt?: Date | string | null;
};

/** A stored time as the API writes it (ISO), '' when there is none. */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : '');

function englishTitles(en: { title?: string | null; subItemTitle?: string | null } | null | undefined) {
  const out: { title?: string; subItemTitle?: string } = {};
  if (en?.title) out.title = en.title;
  if (en?.subItemTitle) out.subItemTitle = en.subItemTitle;
  return Object.keys(out).length ? { translations: { en: out } } : {};
}

/** A stored order (lean) as the API answers it. */
export function dinerOrderView(o: StoredDinerOrder): DinerOrderView {
  return {
    _id: String(o._id),
    menu: String(o.menu),
    number: o.number,
    day: o.day,
    table: o.table?._id ? { _id: String(o.table._id), name: o.table.name ?? '' } : null,
    branch: o.branch ? String(o.branch) : null,
    lines: (o.lines ?? []).map((l) => ({
      item: String(l.item),
      title: l.title,
      subItem: l.subItem ?? null,
      subItemTitle: l.subItemTitle ?? null,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
      ...(l.options?.length
        ? {
            options: l.options.map((o) => ({
              _id: String(o._id),
              title: o.title ?? '',
              price: Number(o.price ?? 0),
              ...(o.translations?.en?.title ? { translations: { en: { title: o.translations.en.title } } } : {}),
            })),
          }
        : {}),
      ...englishTitles(l.translations?.en),
    })),
    total: o.total,
    currency: asCurrency(o.currency),
    note: o.note ?? '',
    status: (o.status ?? 'new') as DinerOrderStatus,
    awaitingConfirmation: Boolean(o.needsConfirmation) && (o.status ?? 'new') === 'new',
    canceledBy: o.status === 'canceled' && (CANCELED_BY as readonly (string | null | undefined)[]).includes(o.canceledBy) ? (o.canceledBy as CanceledBy) : null,
    lang: o.lang === 'en' ? 'en' : 'ar',
    tickets: orderTicketsView(o.tickets),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}
