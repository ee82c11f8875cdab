import { checkCartLine } from '@/lib/carts/check-cart-line';
import { mergeCartLines } from '@/lib/carts/merge-cart-lines';
import { priceCart } from '@/lib/carts/price-cart';
import type { CartMenu } from '@/lib/carts/menu-shape';
import { ApiError } from '@/lib/api/errors';

const ids = { plain: 'a'.repeat(24), sized: 'b'.repeat(24), gone: 'c'.repeat(24), other: 'd'.repeat(24), untitled: 'e'.repeat(24) };

const menu: CartMenu = {
  _id: 'f'.repeat(24),
  username: 'cafe',
  currency: 'JOD',
  institution: { name: 'مقهى', whatsapp: 'https://wa.me/962791234567' },
  sections: [
    { items: [{ _id: ids.plain, title: 'عصير', price: 10, subItems: [], sale: { onSale: true, offPrice: 0.2 } }] },
    {
      items: [
        {
          _id: ids.sized,
          title: 'بيتزا',
          price: 5,
          subItems: [
            { title: 'صغير', price: 4 },
            { title: 'كبير', price: 7.5 },
          ],
          sale: { onSale: true, offPrice: 0.1 },
        },
        { _id: ids.untitled, title: '', price: 3 },
      ],
    },
  ],
};

describe('priceCart', () => {
  it('prices lines from the menu: discount on the item price, or on the chosen sub-item price', () => {
    const cart = priceCart(
      {
        _id: '1'.repeat(24),
        items: [
          { item: ids.plain, subItem: null, quantity: 3 },
          { item: ids.sized, subItem: 1, quantity: 2 },
        ],
      },
      menu,
    );
    expect(cart.items.map((l) => [l.unitPrice, l.lineTotal, l.subItemTitle, l.index])).toEqual([
      [8, 24, null, 0],
      [6.75, 13.5, 'كبير', 1],
    ]);
    expect(cart.total).toBe(37.5);
    expect(cart.menu).toMatchObject({ _id: menu._id, name: 'مقهى', currency: 'JOD', whatsapp: 'https://wa.me/962791234567', username: 'cafe' });
    expect(cart.items[0].item).toEqual({ _id: ids.plain, title: 'عصير', price: 10, sale: { offPrice: 0.2, onSale: true }, subItems: [] });
  });

  it('ignores offPrice when the item is not on sale', () => {
    const m: CartMenu = { ...menu, sections: [{ items: [{ _id: ids.plain, title: 'x', price: 10, sale: { onSale: false, offPrice: 0.5 } }] }] };
    expect(priceCart({ _id: '1', items: [{ item: ids.plain, quantity: 2 }] }, m).total).toBe(20);
  });

  it('drops lines whose item is gone, untitled, or whose sub-item no longer exists, keeping stored positions', () => {
    const cart = priceCart(
      {
        _id: '1',
        items: [
          { item: ids.gone, subItem: null, quantity: 1 },
          { item: ids.untitled, subItem: null, quantity: 1 },
          { item: ids.sized, subItem: 5, quantity: 1 },
          { item: ids.sized, subItem: 0, quantity: 1 },
        ],
      },
      menu,
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ index: 3, unitPrice: 3.6, subItemTitle: 'صغير' });
    expect(cart.total).toBe(3.6);
  });

  it('adds money without float noise', () => {
    const m: CartMenu = { ...menu, sections: [{ items: [{ _id: ids.plain, title: 'x', price: 0.1 }, { _id: ids.other, title: 'y', price: 0.2 }] }] };
    const cart = priceCart({ _id: '1', items: [{ item: ids.plain, quantity: 1 }, { item: ids.other, quantity: 1 }] }, m);
    expect(cart.total).toBe(0.3);
  });
});

describe('checkCartLine', () => {
  const refused = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      return (e as ApiError).status;
    }
    throw new Error('expected a refusal');
  };

  it('accepts an item of the menu with a valid sub-item choice', () => {
    expect(checkCartLine(menu, { item: ids.sized, subItem: 1, quantity: 2 })).toEqual({ item: ids.sized, subItem: 1, quantity: 2, options: [] });
    expect(checkCartLine(menu, { item: ids.plain, subItem: null, quantity: 1 })).toEqual({ item: ids.plain, subItem: null, quantity: 1, options: [] });
  });

  it('refuses foreign items, missing or unknown sub-items, and a sub-item on an item without any', () => {
    expect(refused(() => checkCartLine(menu, { item: ids.other, subItem: null, quantity: 1 }))).toBe(400);
    expect(refused(() => checkCartLine(menu, { item: ids.untitled, subItem: null, quantity: 1 }))).toBe(400);
    expect(refused(() => checkCartLine(menu, { item: ids.sized, subItem: null, quantity: 1 }))).toBe(400);
    expect(refused(() => checkCartLine(menu, { item: ids.sized, subItem: 2, quantity: 1 }))).toBe(400);
    expect(refused(() => checkCartLine(menu, { item: ids.plain, subItem: 0, quantity: 1 }))).toBe(400);
  });
});

describe('mergeCartLines', () => {
  it('merges the same item, sub-item and options, caps at 99 and keeps order', () => {
    expect(
      mergeCartLines([
        { item: 'a', subItem: null, quantity: 2, options: [] },
        { item: 'b', subItem: 0, quantity: 1, options: [] },
        { item: 'b', subItem: 1, quantity: 1, options: [] },
        { item: 'a', subItem: null, quantity: 3, options: [] },
        { item: 'b', subItem: 0, quantity: 99, options: [] },
        { item: 'a', subItem: null, quantity: 1, options: ['o1', 'o2'] },
        { item: 'a', subItem: null, quantity: 1, options: ['o1'] },
        { item: 'a', subItem: null, quantity: 2, options: ['o1', 'o2'] },
      ]),
    ).toEqual([
      { item: 'a', subItem: null, quantity: 5, options: [] },
      { item: 'b', subItem: 0, quantity: 99, options: [] },
      { item: 'b', subItem: 1, quantity: 1, options: [] },
      { item: 'a', subItem: null, quantity: 3, options: ['o1', 'o2'] },
      { item: 'a', subItem: null, quantity: 1, options: ['o1'] },
    ]);
  });
});
