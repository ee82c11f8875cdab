import { cartLineSchema, createCartSchema, removeLineQuerySchema } from '@/lib/validation/cart';

const item = 'a'.repeat(24);
const menu = 'b'.repeat(24);

describe('cart schemas', () => {
  it('accept whole quantities 1-99 and digit strings, null/absent sub-item, no options as none', () => {
    expect(cartLineSchema.parse({ item, quantity: 3 })).toEqual({ item, subItem: null, quantity: 3, options: [] });
    expect(cartLineSchema.parse({ item, subItem: '1', quantity: '99' })).toEqual({ item, subItem: 1, quantity: 99, options: [] });
  });

  it('take chosen options as a list of option ids, at most 200 (10 groups of 20), and refuse anything else', () => {
    const opt = 'c'.repeat(24);
    expect(cartLineSchema.parse({ item, quantity: 1, options: [opt] }).options).toEqual([opt]);
    for (const options of ['x', [{ $gt: '' }], ['nope'], Array(201).fill(opt), { a: 1 }]) {
      expect(cartLineSchema.safeParse({ item, quantity: 1, options }).success).toBe(false);
    }
  });

  it.each([0, -1, 100, 1e9, 1.5, 'abc', '1.5', '', null, { $gt: '' }, [1], true])('refuse quantity %p', (quantity) => {
    expect(cartLineSchema.safeParse({ item, quantity }).success).toBe(false);
  });

  it.each([-1, 1.5, 'x', { $gt: '' }, [0]])('refuse subItem %p', (subItem) => {
    expect(cartLineSchema.safeParse({ item, subItem, quantity: 1 }).success).toBe(false);
  });

  it.each(['', 'abc', 'z'.repeat(24), { $gt: '' }, 123, null])('refuse item id %p', (bad) => {
    expect(cartLineSchema.safeParse({ item: bad, quantity: 1 }).success).toBe(false);
  });

  it('gives the generic required message for a missing field', () => {
    const r = cartLineSchema.safeParse({ item });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('quantity is a required field');
  });

  it('needs a menu and a non-empty array of at most 50 lines', () => {
    expect(createCartSchema.safeParse({ menu, items: [{ item, quantity: 1 }] }).success).toBe(true);
    expect(createCartSchema.safeParse({ items: [{ item, quantity: 1 }] }).success).toBe(false);
    expect(createCartSchema.safeParse({ menu: { $gt: '' }, items: [{ item, quantity: 1 }] }).success).toBe(false);
    expect(createCartSchema.safeParse({ menu, items: { item, quantity: 1 } }).success).toBe(false);
    expect(createCartSchema.safeParse({ menu, items: [] }).success).toBe(false);
    expect(createCartSchema.safeParse({ menu, items: Array.from({ length: 51 }, () => ({ item, quantity: 1 })) }).success).toBe(false);
  });

  it('reads the DELETE index from the query', () => {
    expect(removeLineQuerySchema.parse({ index: '2' })).toEqual({ index: 2 });
    expect(removeLineQuerySchema.safeParse({ index: '-1' }).success).toBe(false);
    expect(removeLineQuerySchema.safeParse({ index: 'x' }).success).toBe(false);
    expect(removeLineQuerySchema.safeParse({}).success).toBe(false);
  });
});
