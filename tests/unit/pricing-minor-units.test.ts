/**
 * Prices and carts computed in integer minor units, answered as the decimals the API has always had: a
 * sale price is rounded once from its exact value, half away from zero — never from a float that fell just short of the
 * half (0.30 $ at 25% off is 0.225 $ exactly, so 0.23 $) — and a cart in a 3-decimal currency keeps every fils.
 */
import fc from 'fast-check';
import { priceCart } from '@/lib/carts/price-cart';
import type { CartMenu } from '@/lib/carts/menu-shape';
import { linePrice, roundMoney, salePrice, salePriceMinor, unitPrice, unitPriceMinor } from '@/lib/menus/pricing';
import { CURRENCIES, fromMinor, toMinor, type Currency } from '@/lib/money';

const ids = { a: 'a'.repeat(24), b: 'b'.repeat(24), c: 'c'.repeat(24) };
const menuIn = (currency: Currency, items: NonNullable<CartMenu['sections']>[number]['items']): CartMenu => ({ _id: 'f'.repeat(24), username: 'x', currency, institution: { name: 'x' }, sections: [{ items }] });

describe('sale prices rounded once, exactly', () => {
  it('rounds the exact half away from zero where the float product falls short of it', () => {
    expect(0.3 - 0.3 * 0.25).toBeLessThan(0.225); // the float the old code rounded
    expect(salePrice(0.3, 0.25, 'USD')).toBe(0.23);
    expect(salePrice(0.7, 0.05, 'USD')).toBe(0.67); // 0.665
    expect(salePrice(1.15, 0.3, 'USD')).toBe(0.81); // 0.805
    expect(salePriceMinor(30, 0.25)).toBe(23);
    expect(salePrice(5, 0.2)).toBe(4);
    expect(salePrice(3, 0.5)).toBe(1.5);
  });

  it('prices a cart line the same way: 0.70 $ at 5% off is 0.67 $, three of them 2.01 $', () => {
    const menu = menuIn('USD', [{ _id: ids.a, title: 'شاي', price: 0.7, sale: { onSale: true, offPrice: 0.05 } }]);
    const cart = priceCart({ _id: '1', items: [{ item: ids.a, quantity: 3 }] }, menu);
    expect(cart.items[0]).toMatchObject({ unitPrice: 0.67, lineTotal: 2.01 });
    expect(cart.total).toBe(2.01);
  });

  it('keeps the fils of a 3-decimal currency: 1.005 KWD plus a 0.125 KWD option, 7 of them', () => {
    const menu = menuIn('KWD', [
      { _id: ids.a, title: 'قهوة', price: 1.005, optionGroups: [{ _id: ids.c, title: 'إضافات', min: 0, max: 1, options: [{ _id: ids.b, title: 'حليب', price: 0.125 }] }] } as never,
    ]);
    const cart = priceCart({ _id: '1', items: [{ item: ids.a, quantity: 7, options: [ids.b] }] }, menu);
    expect(cart.items[0]).toMatchObject({ unitPrice: 1.13, lineTotal: 7.91 });
    expect(cart.total).toBe(7.91);
  });

  it('rounds a price with more decimals than its currency once, half away from zero', () => {
    expect(unitPrice({ price: 1.005 }, null, 0, 'USD')).toBe(1.01);
    expect(unitPriceMinor({ price: 1.005 }, null, 0, 'JOD')).toBe(1005);
    expect(roundMoney(2.675, 'USD')).toBe(2.68);
    expect(linePrice(0.1, 3, 'USD')).toBe(0.3);
  });
});

describe('a cart\'s figures, over random menus', () => {
  it('the total is the sum of the line totals, each the unit price times the quantity, all in the currency\'s units', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.array(fc.record({ minor: fc.integer({ min: 0, max: 1_000_000 }), off: fc.constantFrom(0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.333, 0.5), quantity: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 10 }),
        (currency, lines) => {
          const items = lines.map((l, i) => ({ _id: i.toString(16).padStart(24, '0'), title: `i${i}`, price: fromMinor(l.minor, currency), sale: { onSale: l.off > 0, offPrice: l.off } }));
          const cart = priceCart({ _id: '1', items: items.map((it, i) => ({ item: it._id, quantity: lines[i]!.quantity })) }, menuIn(currency, items));
          let sum = 0;
          cart.items.forEach((line, i) => {
            const unit = toMinor(line.unitPrice, currency);
            expect(fromMinor(unit, currency)).toBe(line.unitPrice);
            expect(toMinor(line.lineTotal, currency)).toBe(unit * lines[i]!.quantity);
            // Within half a unit of the exact sale price.
            expect(Math.abs(unit - lines[i]!.minor * (1 - lines[i]!.off))).toBeLessThanOrEqual(0.5 + 1e-6);
            sum += unit * lines[i]!.quantity;
          });
          expect(toMinor(cart.total, currency)).toBe(sum);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
