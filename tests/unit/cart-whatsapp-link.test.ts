import { whatsappDigits, whatsappOrderUrl } from '@/lib/carts/whatsapp-link';
import { dinerOrderMessage } from '@/lib/diner-orders/diner-order-message';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';

describe('whatsappDigits', () => {
  it.each([
    ['https://wa.me/962791234567', '962791234567'],
    ['http://wa.me/962791234567?text=hi', '962791234567'],
    ['wa.me/962791234567', '962791234567'],
    ['https://www.wa.me/+962791234567/', '962791234567'],
    ['https://api.whatsapp.com/send?phone=962791234567&text=x', '962791234567'],
    ['https://api.whatsapp.com/send/?phone=%2B962791234567', '962791234567'],
    ['whatsapp://send?phone=+1 415 555 2671', '14155552671'],
    ['+962 79 123 4567', '962791234567'],
    ['00962-79-123-4567', '962791234567'],
    ['(079) 123 4567', '962791234567'],
    ['0791234567', '962791234567'],
    ['  +1 (415) 555-2671 ', '14155552671'],
  ])('%s → %s', (input, expected) => {
    expect(whatsappDigits(input)).toBe(expected);
  });

  it.each([[''], [null], [undefined], ['https://wa.link/abc123'], ['https://example.com/contact'], ['12'], ['not a number'], ['1234567890123456789']])(
    'no usable number in %p',
    (input) => {
      expect(whatsappDigits(input as string)).toBe('');
    },
  );
});

describe('dinerOrderMessage', () => {
  const order: DinerOrderView = {
    _id: 'a'.repeat(32),
    menu: 'b'.repeat(24),
    number: 7,
    day: '2026-11-24',
    table: null,
    branch: null,
    lines: [
      { item: 'c'.repeat(24), title: 'شاورما دجاج', subItem: 1, subItemTitle: 'كبير', quantity: 2, unitPrice: 3.5, total: 7 },
      { item: 'd'.repeat(24), title: 'عصير برتقال', subItem: null, subItemTitle: null, quantity: 3, unitPrice: 8, total: 24 },
    ],
    total: 31,
    currency: 'JOD',
    note: '',
    status: 'new',
    awaitingConfirmation: false,
    canceledBy: null,
    lang: 'ar',
    createdAt: '',
    updatedAt: '',
  };

  it('names the order, lists every line with its sub-item, quantity and line price, the total and the status link', () => {
    expect(dinerOrderMessage(order, { statusUrl: 'https://menu.example/o/abc' }).split('\n')).toEqual([
      'مرحباً، أرغب بطلب ما يلي:',
      'طلب رقم 7',
      '1. شاورما دجاج (كبير) × 2 قطعة = 7.00 JD',
      '2. عصير برتقال × 3 قطعة = 24.00 JD',
      'المجموع: 31.00 JD',
      'متابعة الطلب: https://menu.example/o/abc',
    ]);
  });

  it('adds the table, the branch and the note when there are some', () => {
    const lines = dinerOrderMessage({ ...order, table: { _id: 'e'.repeat(24), name: '12' }, note: 'بدون بصل' }, { branchAddress: 'الصويفية', statusUrl: 'u' }).split('\n');
    expect(lines.slice(1, 4)).toEqual(['طلب رقم 7', 'الطلب من طاولة 12', 'الفرع: الصويفية']);
    expect(lines.at(-2)).toBe('ملاحظة: بدون بصل');
    const named = dinerOrderMessage({ ...order, table: { _id: 'e'.repeat(24), name: 'طاولة الحديقة' } }, { statusUrl: 'u' });
    expect(named.split('\n')[2]).toBe('الطلب من طاولة الحديقة');
  });

  it('speaks English for an order placed in English, with the English titles the diner saw', () => {
    const english: DinerOrderView = {
      ...order,
      lang: 'en',
      table: { _id: 'e'.repeat(24), name: '12' },
      note: 'no onions',
      lines: [{ ...order.lines[0], translations: { en: { title: 'Chicken shawarma', subItemTitle: 'Large' } } }, order.lines[1]],
    };
    expect(dinerOrderMessage(english, { branchAddress: 'Sweifieh', statusUrl: 'https://menu.example/o/abc?lang=en' }).split('\n')).toEqual([
      'Hello, I would like to order:',
      'Order number 7',
      'Ordering from Table 12',
      'Branch: Sweifieh',
      '1. Chicken shawarma (Large) × 2 pc = 7.00 JD',
      '2. عصير برتقال × 3 pc = 24.00 JD',
      'Total: 31.00 JD',
      'Note: no onions',
      'Follow the order: https://menu.example/o/abc?lang=en',
    ]);
  });

  it('writes a sub-item that has brackets of its own after a dash, never as doubled brackets', () => {
    const family = { ...order, lines: [{ ...order.lines[0], subItemTitle: 'سدر عائلي (4 أشخاص)' }] };
    const line = dinerOrderMessage(family, { statusUrl: 'u' }).split('\n')[2];
    expect(line).toBe('1. شاورما دجاج – سدر عائلي (4 أشخاص) × 2 قطعة = 7.00 JD');
    expect(line).not.toMatch(/\(\(|\)\)/);
  });

  it('uses the menu currency', () => {
    expect(dinerOrderMessage({ ...order, currency: 'USD' }, { statusUrl: 'u' })).toContain('المجموع: 31.00 $');
  });
});

describe('whatsappOrderUrl', () => {
  it('builds a wa.me link whose text decodes back to the message', () => {
    const message = 'طلب: 1 × برغر = 5.00 JD\nhttps://x.test/cart/1?a=b&c=d';
    const url = whatsappOrderUrl('https://wa.me/962791234567', message)!;
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/962791234567');
    expect(parsed.searchParams.get('text')).toBe(message);
  });

  it('is null without a number', () => {
    expect(whatsappOrderUrl('', 'x')).toBeNull();
    expect(whatsappOrderUrl('https://wa.link/abc', 'x')).toBeNull();
  });
});
