import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { linePrice, optionsMinor, unitPrice } from '../menus/pricing';
import { fromMinor, toMinor } from '../money/minor-units';
import { zonedDay } from '../menus/zoned-day';
import { dateFormat } from '../shared/date-format';
import type { OptionGroup } from '../shared/item-options';

/**
 * The demo restaurant's diners' orders over the last 30 days, so a new user sees the order screen and the
 * statistics' orders, revenue and best sellers filled: 6–14 orders a day at lunch and dinner (more on Thursday and
 * Friday), from the tables, the popular dishes more often; served, a few canceled; today's last two still being
 * prepared and ready. Built as a sent order is (the menu's prices, sale and chosen options; numbered per day in
 * order of time), nothing after `now`. Deterministic but for the orders' random ids.
 */

type DemoItem = {
  _id: Types.ObjectId;
  title: string;
  price: number;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
  subItems?: { title: string; price: number; translations?: { en?: { title?: string | null } | null } | null }[] | null;
  optionGroups?: OptionGroup[] | null;
  availability?: unknown[] | null;
  interestRecords?: number | null;
  translations?: { en?: { title?: string | null } | null } | null;
};
export type DemoOrderMenu = {
  _id: Types.ObjectId;
  timeZone: string;
  sections: { items: DemoItem[] }[];
  tables: { _id: Types.ObjectId; name: string; branchId?: Types.ObjectId | null }[];
};

const NOTES = ['بدون بصل', 'الحمص بدون زيت من فضلكم', 'خبز إضافي', 'اللحم مستوي جيداً', 'بدون مخلل'];
/** Minutes after local midnight: lunch from 12:30, dinner from 19:00. */
const SLOTS = [750, 780, 805, 830, 860, 905, 1140, 1165, 1190, 1215, 1245, 1280, 1310, 1350];

/** The local time of day in minutes, in a time zone. */
function localMinutes(at: Date, timeZone: string): number {
  const [h, m] = dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at).split(':').map(Number);
  return h * 60 + m;
}

export function demoDinerOrders(menu: DemoOrderMenu, now: Date) {
  // Orderable at any hour (the breakfast-only manakish would be out of their hours at dinner), popular ones first.
  const items = menu.sections
    .flatMap((s) => s.items)
    .filter((i) => !i.availability?.length)
    .sort((a, b) => (b.interestRecords ?? 0) - (a.interestRecords ?? 0));
  const pick = (k: number) => items[Math.floor(items.length * Math.pow(((k * 7919) % 1000) / 1000, 2))];

  const times: Date[] = [];
  for (let d = 29; d >= 0; d--) {
    const dayAgo = new Date(now.getTime() - d * 86_400_000);
    const midnight = dayAgo.getTime() - localMinutes(dayAgo, menu.timeZone) * 60_000;
    const weekend = [4, 5].includes(new Date(`${zonedDay(dayAgo, menu.timeZone)}T12:00:00Z`).getUTCDay());
    const count = 6 + ((d * 3) % 5) + (weekend ? 4 : 0);
    for (let j = 0; j < count; j++) {
      const at = new Date(midnight + (SLOTS[(j * 3 + d) % SLOTS.length] + ((j * 13) % 20)) * 60_000);
      if (at < now) times.push(at);
    }
  }
  times.sort((a, b) => a.getTime() - b.getTime());

  const numbers = new Map<string, number>();
  return times.map((at, n) => {
    const day = zonedDay(at, menu.timeZone);
    const number = (numbers.get(day) ?? 0) + 1;
    numbers.set(day, number);
    const lines = Array.from({ length: 1 + (n % 3) }, (_, l) => {
      const item = pick(n * 3 + l + 1);
      const subItem = item.subItems?.length ? (n + l) % item.subItems.length : null;
      const chosen = (item.optionGroups ?? []).filter((g) => g.min > 0).map((g) => g.options[(n + l) % g.options.length]);
      const price = unitPrice({ price: item.price, subItems: item.subItems ?? [], sale: item.sale ?? undefined }, subItem, fromMinor(optionsMinor(chosen, 'JOD'), 'JOD'));
      const quantity = 1 + ((n + l) % 4 === 0 ? 1 : 0);
      const en = item.translations?.en?.title;
      const sub = subItem !== null ? item.subItems?.[subItem] : undefined;
      const subEn = sub?.translations?.en?.title;
      return {
        item: item._id,
        title: item.title,
        subItem,
        subItemTitle: sub?.title ?? null,
        ...(chosen.length ? { options: chosen.map((o) => ({ _id: o._id, title: o.title, price: o.price, ...(o.translations ? { translations: o.translations } : {}) })) } : {}),
        quantity,
        unitPrice: price,
        total: linePrice(price, quantity),
        ...(en ? { translations: { en: { title: en, ...(subEn ? { subItemTitle: subEn } : {}) } } } : {}),
      };
    });
    const newest = times.length - 1 - n;
    const status = newest === 0 ? 'preparing' : newest === 1 ? 'ready' : n % 11 === 5 ? 'canceled' : 'served';
    const table = menu.tables[(n * 3) % menu.tables.length];
    return {
      _id: randomBytes(16).toString('hex'),
      menu: menu._id,
      cart: `demo-${randomBytes(16).toString('hex')}`,
      day,
      number,
      table: { _id: table._id, name: table.name },
      branch: table.branchId ?? null,
      lines,
      total: fromMinor(lines.reduce((s, l) => s + toMinor(l.total, 'JOD'), 0), 'JOD'),
      currency: 'JOD',
      note: n % 6 === 2 ? NOTES[n % NOTES.length] : '',
      status,
      lang: n % 7 === 3 ? 'en' : 'ar',
      createdAt: at,
      updatedAt: status === 'served' || status === 'canceled' ? new Date(Math.min(at.getTime() + 35 * 60_000, now.getTime())) : at,
    };
  });
}

/** Each day's last number, for the per-day counters (the next order sent today continues after the demo's). */
export function demoOrderCounters(menuId: Types.ObjectId, orders: { day: string; number: number }[]): { _id: string; seq: number }[] {
  const last = new Map<string, number>();
  for (const o of orders) last.set(o.day, Math.max(last.get(o.day) ?? 0, o.number));
  return [...last].map(([day, seq]) => ({ _id: `${String(menuId)}:${day}`, seq }));
}
