import { numberFromText } from '../../lib/shared/ascii-digits';
import { itemSchema, soldOutSchema } from '../../lib/validation/item';
import { quantitySchema } from '../../lib/validation/cart';
import { passwordResetSchema, verifyEmailQuerySchema } from '../../lib/validation/user';
import { workingDayFormSchema } from '../../lib/validation/working-day';
import { availabilityWindowSchema } from '../../lib/validation/availability';
import { tableRangeSchema } from '../../lib/validation/table';
import { coordinateField } from '../../lib/validation/link-fields';
import { createOrderSchema, paymentSchema } from '../../lib/validation/orders';
import { planChangeSchema } from '../../lib/validation/menu-admin';

/**
 * Numbers as an Arabic keyboard types them (a phone's Arabic number pad: '٠'–'٩', and '٫' for the decimal point) are
 * read as the same numbers in every form that takes one: a price, a quantity, a mailed code, an hour, a table number,
 * a coordinate. The forms' fields are text fields (components/ui/number-text.ts); these schemas read them.
 */
const item = { title: 'منسف', itemname: 'mansaf', description: 'لحم وجميد', pin: false, show: { type: 'small-image' } };

describe('Arabic-Indic digits', () => {
  it('a price, a sub-item price, calories and sold-out hours', () => {
    const parsed = itemSchema.parse({ ...item, price: '٧٫٢٥', subItems: [{ title: 'كبير', price: '١٣' }], calories: '٤٥٠' });
    expect([parsed.price, parsed.subItems[0].price, parsed.calories]).toEqual([7.25, 13, 450]);
    expect(soldOutSchema.parse({ soldOut: true, for: 'hours', hours: '٣' }).hours).toBe(3);
    // Persian digits too ('۴' is 4), and text that is not a number is still refused.
    expect(itemSchema.parse({ ...item, price: '۴' }).price).toBe(4);
    expect(itemSchema.safeParse({ ...item, price: '٧ دنانير' }).success).toBe(false);
  });

  it('a quantity in the cart', () => {
    expect(quantitySchema.parse('٢')).toBe(2);
    expect(quantitySchema.safeParse('١٫٥').success).toBe(false);
  });

  it('a mailed code', () => {
    expect(verifyEmailQuerySchema.parse({ otp: ' ٧٢٣٤٧٠ ' }).otp).toBe('723470');
    const reset = { email: 'a@example.com', code: '٠١٢٣٤٥', password: 'new-pass-123', passwordConfirm: 'new-pass-123' };
    expect(passwordResetSchema.parse(reset).code).toBe('012345');
  });

  it("the staff's total, payment and plan", () => {
    expect(createOrderSchema.parse({ user: 'omar', totalAmount: '٤٩٫٥', subEnd: '2027-11-29' }).totalAmount).toBe(49.5);
    expect(paymentSchema.parse({ method: 'cash', value: '٢٠' }).value).toBe(20);
    expect(planChangeSchema.parse({ plan: '٢' }).plan).toBe(2);
  });

  it('opening hours, a table range and a coordinate', () => {
    expect(workingDayFormSchema.parse({ day: 'sat', start: '٠٩:٣٠', end: '٢٣:٠٠' })).toMatchObject({ start: '09:30', end: '23:00' });
    expect(availabilityWindowSchema.parse({ days: ['sat'], start: '٠٧:٠٠', end: '١١:٣٠' })).toMatchObject({ start: '07:00', end: '11:30' });
    // HH:MM as the spec says: a one-digit hour is still refused.
    for (const wrong of ['9:30', '٩:٣٠', '25:00', 'تسعة']) expect(workingDayFormSchema.safeParse({ day: 'sat', start: wrong, end: '23:00' }).success).toBe(false);
    expect(tableRangeSchema.parse({ from: '١', to: '١٢' })).toMatchObject({ from: 1, to: 12 });
    expect(coordinateField('lat').parse('٣١٫٩٥')).toBe(31.95);
  });
});

describe('one reader for every number field (lib/shared/ascii-digits.ts numberFromText)', () => {
  it('reads digits as numbers, a blank as missing, and leaves anything else for the schema to refuse', () => {
    expect([' ٤٫٥ ', '-2', '.5', '3.', 7, '۱۲'].map(numberFromText)).toEqual([4.5, -2, 0.5, 3, 7, 12]);
    expect(['', '   ', Number.NaN].map(numberFromText)).toEqual([undefined, undefined, undefined]);
    for (const other of ['1e3', '0x10', '٤ دنانير', '1,5', true, null, {}]) expect(numberFromText(other)).toBe(other);
  });

  it('so a blank number field is required in every form, not zero, and text in it is refused', () => {
    const orderNoTotal = createOrderSchema.safeParse({ user: 'omar', totalAmount: '  ', subEnd: '2027-11-29' });
    expect(orderNoTotal.success || orderNoTotal.error.issues[0].message).toMatch(/مطلوب|required/);
    expect(planChangeSchema.safeParse({ plan: '' }).success).toBe(false);
    expect(createOrderSchema.safeParse({ user: 'omar', totalAmount: '1e3', subEnd: '2027-11-29' }).success).toBe(false);
    expect(tableRangeSchema.safeParse({ from: '', to: '3' }).success).toBe(false);
    expect(tableRangeSchema.safeParse({ from: true, to: '3' }).success).toBe(false);
    expect(quantitySchema.safeParse('').success).toBe(false);
    // A blank coordinate is none, not 0.
    expect(coordinateField('long').parse('  ')).toBeNull();
  });
});
