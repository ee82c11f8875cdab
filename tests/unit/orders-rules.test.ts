import { orderChatLinks } from '@/lib/orders/chat-messages';
import { filterQuery, ordersApiPath, readFilters, readPage } from '@/lib/orders/filter-params';
import { orderFilter } from '@/lib/orders/order-filter';
import { defaultSubEnd, minimumDownPayment, needsAttention, paidTone } from '@/lib/shared/order-rules';
import type { OrderView } from '@/lib/orders/order-view';
import { orderFiltersSchema, createOrderSchema, paymentSchema } from '@/lib/validation/orders';
import { createMenuSchema } from '@/lib/validation/menu-admin';

describe('order rules (spec §4, §9)', () => {
  it.each([
    [0, 'low'],
    [0.399, 'low'],
    [0.4, 'partial'],
    [0.99, 'partial'],
    [1, 'paid'],
  ])('paid fraction %p is %p', (fraction, tone) => expect(paidTone(fraction)).toBe(tone));

  it('asks 40% as the minimum down payment', () => {
    expect(minimumDownPayment(49)).toBe(19.6);
    expect(minimumDownPayment(0)).toBe(0);
  });

  it('defaults the subscription end to one year ahead', () => {
    expect(defaultSubEnd(new Date('2026-03-10T12:00:00Z'))).toBe('2027-03-10');
  });

  it('marks orders that need attention: unready, an unready edit, or an ended subscription', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const ok = { status: 'ready', requiredEdits: [{ status: 'ready' }], subEnd: '2027-01-01' };
    expect(needsAttention(ok, now)).toBe(false);
    expect(needsAttention({ ...ok, status: 'unready' }, now)).toBe(true);
    expect(needsAttention({ ...ok, requiredEdits: [{ status: 'ready' }, { status: 'unready' }] }, now)).toBe(true);
    expect(needsAttention({ ...ok, subEnd: '2026-05-31' }, now)).toBe(true);
  });
});

describe('order filters (spec §5, §7)', () => {
  it('refuses page 0 and non-numeric fractions, defaults page 1 and limit 15', () => {
    expect(orderFiltersSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(orderFiltersSchema.safeParse({ topGt: 'abc' }).success).toBe(false);
    expect(orderFiltersSchema.safeParse({ createdAtFrom: 'yesterday' }).success).toBe(false);
    expect(orderFiltersSchema.parse({})).toMatchObject({ page: 1, limit: 15 });
  });

  it('builds one condition per filter, dates inclusive of the whole "to" day', () => {
    const f = orderFiltersSchema.parse({
      canceled: 'false',
      createdAtFrom: '2026-01-01',
      createdAtTo: '2026-01-31',
      topGt: '0.4',
      topLt: '1',
      status: 'ready',
      hasUnreadyEdits: 'true',
      username: ' Sara ',
    });
    expect(orderFilter(f)).toEqual({
      canceled: { $ne: true },
      createdAt: { $gte: new Date('2026-01-01T00:00:00Z'), $lt: new Date('2026-02-01T00:00:00Z') },
      totalOnPaid: { $gt: 0.4, $lt: 1 },
      status: 'ready',
      'requiredEdits.status': 'unready',
      'user.username': 'sara',
    });
    expect(orderFilter(orderFiltersSchema.parse({ top: '1', hasUnreadyEdits: '0' }))).toEqual({
      totalOnPaid: { $eq: 1 },
      'requiredEdits.status': { $ne: 'unready' },
    });
  });

  it('keeps the filters in the URL and in the API query', () => {
    const filters = readFilters(new URLSearchParams('status=ready&topGt=0.4&page=3&evil=1'));
    expect(filters.status).toBe('ready');
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(filterQuery(filters, 3)).toBe('status=ready&topGt=0.4&page=3');
    expect(ordersApiPath(filters, 2)).toBe('/api/v1/orders?status=ready&topGt=0.4&limit=15&page=2');
    expect(ordersApiPath(filters, 2, true)).toBe('/api/v1/orders?status=ready&topGt=0.4&excel=1');
  });
});

describe('order inputs', () => {
  it('reads numbers written as text and refuses objects and negatives', () => {
    expect(createOrderSchema.parse({ user: 'Sara', totalAmount: '49', subEnd: '2027-01-01' })).toMatchObject({ user: 'sara', totalAmount: 49 });
    expect(createOrderSchema.safeParse({ user: { $gt: '' }, totalAmount: 49, subEnd: '2027-01-01' }).success).toBe(false);
    expect(createOrderSchema.safeParse({ user: 'sara', totalAmount: -1, subEnd: '2027-01-01' }).success).toBe(false);
    expect(paymentSchema.safeParse({ method: 'card', value: 1 }).success).toBe(false);
    expect(paymentSchema.parse({ method: 'cash', value: '10.005' }).value).toBe(10.01);
    expect(createMenuSchema.safeParse({ admins: ['sara'], plan: -1 }).success).toBe(false);
  });

  it("uses the generic '{path} is a required field' message", () => {
    const r = createOrderSchema.safeParse({ user: 'sara', subEnd: '2027-01-01' });
    expect(r.success ? '' : r.error.issues[0].message).toBe('totalAmount is a required field');
  });
});

describe('chat messages (spec §9)', () => {
  const order: OrderView = {
    _id: '64b000000000000000000001',
    user: { name: 'Sara', phone: '+962 79 123 4567', username: 'sara' },
    menu: { _id: '64b0000000000000000000aa', username: 'sara-cafe', active: true, institution: { name: 'مقهى سارة' } },
    totalAmount: 49,
    totalOnPaid: 10 / 49,
    paid: 10,
    remaining: 39,
    payments: [{ method: 'cash', value: 10, date: '2026-01-02T00:00:00.000Z' }],
    requiredEdits: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    subEnd: '2027-01-01T00:00:00.000Z',
    status: 'ready',
    canceled: false,
  };

  it('sends the first request for 40% minus what is paid, the final one for the rest with the end date', () => {
    const links = orderChatLinks(order, 'https://menu.example')!;
    expect(links.firstPayment!.amount).toBe(9.6);
    expect(links.firstPayment!.text).toContain('مرحباً Sara');
    expect(links.firstPayment!.href.startsWith('https://wa.me/962791234567?text=')).toBe(true);
    expect(decodeURIComponent(links.firstPayment!.href.split('text=')[1])).toContain('9.60 JD');
    expect(links.finalPayment.text).toContain('39.00 JD');
    expect(links.finalPayment.text).toContain('2027-01-01');
    expect(links.menuReady!.text).toContain('https://menu.example/m/sara-cafe');
    expect(links.menuReady!.text).toContain('https://menu.example/m/64b0000000000000000000aa/admin');
    expect(links.menuReady!.text).toContain('https://menu.example/login');
  });

  it('writes the messages in Arabic by default and in English on request', () => {
    expect(orderChatLinks(order, 'https://menu.example')!.finalPayment.text).toMatch(/^مرحباً .*المبلغ المتبقي 39\.00 JD/);
    expect(orderChatLinks(order, 'https://menu.example', 'en')!.finalPayment.text).toMatch(/^Hello .*remaining 39\.00 JD/);
  });

  it('asks nothing more once the down payment is made, and has no menu message without a menu', () => {
    const links = orderChatLinks({ ...order, paid: 30, remaining: 19, menu: null }, 'https://menu.example')!;
    expect(links.firstPayment).toBeNull();
    expect(links.menuReady).toBeNull();
    expect(orderChatLinks({ ...order, user: { ...order.user, phone: '' } }, 'x')).toBeNull();
  });
});
