import { DEALS_SECTION_ID, withDealsSection } from '@/lib/menus/deals-section';
import { orderItems } from '@/lib/menus/order-items';

type Item = { _id: string; pin?: boolean; sale?: { onSale: boolean; offPrice: number } };
const sections = [
  { _id: 's1', title: 'رئيسي', prime: true, items: [{ _id: 'a' }, { _id: 'b', sale: { onSale: true, offPrice: 0.2 } }] as Item[], galleries: [] },
  {
    _id: 's2',
    title: 'مشروبات',
    prime: false,
    items: [{ _id: 'c', sale: { onSale: false, offPrice: 0.3 } }, { _id: 'd', sale: { onSale: true, offPrice: 0.5 } }] as Item[],
    galleries: [],
  },
];

describe('withDealsSection', () => {
  it('puts a prime section 82485 titled العروض first with every on-sale item', () => {
    const out = withDealsSection(sections, { doRenderDealsSection: true });
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ _id: DEALS_SECTION_ID, title: 'العروض', prime: true });
    expect(DEALS_SECTION_ID).toBe('82485');
    expect(out[0].items.map((i) => i._id)).toEqual(['b', 'd']);
    // The items stay in their own sections too.
    expect(out[1].items.map((i) => i._id)).toEqual(['a', 'b']);
  });

  it('is absent when the setting is off', () => {
    expect(withDealsSection(sections, { doRenderDealsSection: false })).toHaveLength(2);
    expect(withDealsSection(sections, undefined)).toHaveLength(2);
  });

  it('is absent when nothing is on sale (a switched-off sale does not count)', () => {
    const none = [{ ...sections[1], items: [sections[1].items[0]] }];
    expect(withDealsSection(none, { doRenderDealsSection: true })).toHaveLength(1);
  });
});

describe('orderItems', () => {
  it('puts pinned items first and keeps the stored order otherwise', () => {
    const items = [{ id: 1 }, { id: 2, pin: true }, { id: 3 }, { id: 4, pin: true }, { id: 5, pin: false }];
    expect(orderItems(items).map((i) => i.id)).toEqual([2, 4, 1, 3, 5]);
  });
  it('does not change the input', () => {
    const items = [{ id: 1 }, { id: 2, pin: true }];
    orderItems(items);
    expect(items.map((i) => i.id)).toEqual([1, 2]);
  });
});
