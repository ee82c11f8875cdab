import { chosenItemsSchema, itemEditSchema, itemFormSchema, itemSchema, moveSchema, multiSaleSchema, saleSchema } from '../../lib/validation/item';
import { initMenuSchema } from '../../lib/validation/init';
import { sectionSchema } from '../../lib/validation/section';
import { inRequestLang } from '../../lib/api/request-lang';

/** Parsed and read as on the Arabic screens (the spec gives these messages in Arabic); zod writes messages when read. */
function inArabic<T>(fn: () => T): T {
  return inRequestLang('ar', fn);
}

/** The schemas the admin forms and the edit ops share (spec §5): the messages an owner reads and what reaches the DB. */
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

const item = { title: 'منسف', itemname: 'mansaf', description: 'لحم وجميد', price: 4.5, pin: false, show: { type: 'small-image' } };

describe('section', () => {
  it('needs a title and prime', () => {
    expect(firstMessage(sectionSchema.safeParse({ prime: true }))).toBe('title is a required field');
    expect(firstMessage(sectionSchema.safeParse({ title: '  ', prime: true }))).toBe('title is a required field');
    expect(firstMessage(sectionSchema.safeParse({ title: 'x' }))).toBe('prime is a required field');
    expect(sectionSchema.parse({ title: ' حلويات ', prime: false, admins: ['x'] })).toEqual({ title: 'حلويات', prime: false });
  });
});

describe('item', () => {
  it('accepts a full item, reads prices written as text and fills sub-items', () => {
    expect(itemSchema.parse({ ...item, price: '4.5', junk: 1 })).toEqual({ ...item, subItems: [], allergens: [], tags: [] });
    expect(itemSchema.parse({ ...item, subItems: [{ title: 'كبير', price: '3' }] }).subItems).toEqual([{ title: 'كبير', price: 3 }]);
  });

  it.each([
    [{ title: undefined }, 'title is a required field'],
    [{ itemname: undefined }, 'itemname is a required field'],
    [{ itemname: 'a/b' }, 'itemname may hold letters, digits, spaces, - and _ only'],
    [{ description: '' }, 'description is a required field'],
    [{ price: '' }, 'price is a required field'],
    [{ price: Number.NaN }, 'price is a required field'],
    [{ price: 'free' }, 'price must be a number'],
    [{ price: -0.5 }, 'price must be 0 or more'],
    [{ pin: 'yes' }, 'pin must be true or false'],
    [{ show: { type: 'poster' } }, 'show.type must be small-image or large-image'],
    [{ subItems: [{ title: '', price: 1 }] }, 'title is a required field'],
    [{ subItems: [{ title: 'x', price: Number.NaN }] }, 'subItems.0.price is a required field'],
  ])('refuses %j with %s', (change, message) => {
    expect(firstMessage(itemSchema.safeParse({ ...item, ...change }))).toBe(message);
  });

  it('needs the section on the add form', () => {
    expect(firstMessage(itemFormSchema.safeParse({ ...item, sectionId: '' }))).toBe('sectionId is a required field');
  });
});

/**
 * What a schema does not word itself (a wrong type, the body not an object): the field named and what it must be, in
 * the request's language — an API client writing Arabic never reads zod's English ('Invalid input: expected …').
 */
describe('messages no schema words itself', () => {
  it.each([
    [{ pin: 'yes' }, 'pin must be true or false', 'التثبيت يجب أن يكون true أو false'],
    [{ title: 5 }, 'title must be text', 'الاسم يجب أن يكون نصاً'],
    [{ itemname: { $gt: '' } }, 'itemname must be text', 'الاسم الفريد يجب أن يكون نصاً'],
  ])('%j: %s / %s', (change, english, arabic) => {
    const body = { ...item, ...change };
    expect(firstMessage(itemSchema.safeParse(body))).toBe(english);
    expect(inArabic(() => firstMessage(itemSchema.safeParse(body)))).toBe(arabic);
  });

  it('a body that is not an object', () => {
    expect(firstMessage(sectionSchema.safeParse([]))).toBe('The request body must be a JSON object ({ … })');
    expect(inArabic(() => firstMessage(sectionSchema.safeParse([])))).toBe('البيانات المرسلة يجب أن تكون كائن JSON ({ … })');
  });
});

describe('item edit (eitem)', () => {
  it('keeps only the fields given, drops unknown ones (interestRecords among them)', () => {
    expect(itemEditSchema.parse({ price: 3, interestRecords: 1000, _id: 'x' })).toEqual({ price: 3 });
  });

  it('takes a sale on, a sale off, and the image only as its removal', () => {
    expect(itemEditSchema.parse({ sale: { onSale: true, offPrice: '0.25' } })).toEqual({ sale: { onSale: true, offPrice: 0.25 } });
    expect(itemEditSchema.parse({ sale: { onSale: false, offPrice: 0.9 } })).toEqual({ sale: { onSale: false } });
    expect(itemEditSchema.parse({ image: '' })).toEqual({ image: '' });
    expect(itemEditSchema.safeParse({ image: 'other.webp' }).success).toBe(false);
  });

  it('refuses an empty edit', () => {
    expect(firstMessage(itemEditSchema.safeParse({}))).toBe('Nothing to change: send at least one field of the item');
  });

  it.each([0, 1, 1.2, -0.2, 'x'])('refuses offPrice %p (0 < x < 1)', (offPrice) => {
    expect(saleSchema.safeParse({ onSale: true, offPrice }).success).toBe(false);
  });
});

describe('several items', () => {
  it('needs at least one item (one check box gives a string, none gives false)', () => {
    expect(inArabic(() => firstMessage(chosenItemsSchema.safeParse(false)))).toBe('يرجى إدخال على الاقل عنصر واحد');
    expect(inArabic(() => firstMessage(chosenItemsSchema.safeParse([])))).toBe('يرجى إدخال على الاقل عنصر واحد');
    expect(firstMessage(chosenItemsSchema.safeParse([]))).toBe('Choose at least one item');
    expect(chosenItemsSchema.parse('a1')).toEqual(['a1']);
    expect(multiSaleSchema.parse({ items: ['a', 'b'], offPrice: 0.5 })).toEqual({ items: ['a', 'b'], offPrice: 0.5 });
  });
});

describe('reorder', () => {
  it('takes a whole position from 0', () => {
    expect(moveSchema.parse({ to: '2' })).toEqual({ to: 2 });
    expect(moveSchema.safeParse({ to: -1 }).success).toBe(false);
    expect(moveSchema.safeParse({ to: 1.5 }).success).toBe(false);
  });
});

describe('init form', () => {
  const body = { institution: { name: 'مقهى', description: 'قهوة', location: { address: 'عمّان' }, contact: { phone: '+962791234567' } } };

  it('accepts the four details with or without a short name (lower-cased)', () => {
    expect(initMenuSchema.parse(body).username).toBeUndefined();
    expect(initMenuSchema.parse({ ...body, username: '' }).username).toBeUndefined();
    expect(initMenuSchema.parse({ ...body, username: 'Yasmin-Cafe' }).username).toBe('yasmin-cafe');
  });

  it('gives the Arabic phone message and refuses id-like or odd short names', () => {
    const phone = { ...body, institution: { ...body.institution, contact: { phone: '123' } } };
    expect(inArabic(() => firstMessage(initMenuSchema.safeParse(phone)))).toBe('رقم هاتف غير صحيح');
    expect(firstMessage(initMenuSchema.safeParse(phone))).toBe('Invalid phone number');
    expect(initMenuSchema.safeParse({ ...body, username: '0123456789abcdef01234567' }).success).toBe(false);
    expect(initMenuSchema.safeParse({ ...body, username: 'a b' }).success).toBe(false);
    expect(initMenuSchema.safeParse({ ...body, username: 'ab' }).success).toBe(false);
  });
});
