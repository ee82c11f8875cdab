import { buildOrderMessage, whatsappDigits, whatsappOrderUrl } from '@/lib/carts/whatsapp-link';

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

describe('buildOrderMessage', () => {
  const order = {
    items: [
      { title: 'شاورما دجاج', subItemTitle: 'كبير', quantity: 2, lineTotal: 7 },
      { title: 'عصير برتقال', subItemTitle: null, quantity: 3, lineTotal: 24 },
    ],
    total: 31,
    currency: 'JOD' as const,
  };

  it('lists every line with its sub-item, quantity and line price, then the total and the page address', () => {
    const msg = buildOrderMessage(order, 'https://menu.example/cart/abc');
    const lines = msg.split('\n');
    expect(lines[0]).toBe('مرحباً، أرغب بطلب ما يلي:');
    expect(lines[1]).toBe('1. شاورما دجاج (كبير) × 2 pc = 7.00 JD');
    expect(lines[2]).toBe('2. عصير برتقال × 3 pc = 24.00 JD');
    expect(lines[3]).toBe('المجموع: 31.00 JD');
    expect(lines[4]).toBe('رابط السلة: https://menu.example/cart/abc');
  });

  it('names the table the order comes from right after the greeting (issue #20)', () => {
    const lines = buildOrderMessage({ ...order, table: { name: '12' } }, 'u').split('\n');
    expect(lines.slice(0, 3)).toEqual(['مرحباً، أرغب بطلب ما يلي:', 'الطلب من طاولة 12', '1. شاورما دجاج (كبير) × 2 pc = 7.00 JD']);
    expect(buildOrderMessage({ ...order, table: { name: 'طاولة الحديقة' } }, 'u').split('\n')[1]).toBe('الطلب من طاولة الحديقة');
  });

  it('uses the menu currency', () => {
    expect(buildOrderMessage({ ...order, currency: 'USD' }, 'u')).toContain('المجموع: 31.00 $');
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
