import { anyFieldGiven, z } from './z';
import { numberField } from './number-field';
import { objectId } from './object-id';
import { plainText } from './plain-text';
import { zm } from '../i18n/t';
import { ALLERGENS, DIETARY_TAGS, MAX_CALORIES } from '../shared/dietary';
import { ITEM_SHOW_TYPES } from '../shared/item-show-types';
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from '../shared/item-options';
import { itemTranslationsSchema, titleTranslationsSchema } from './translations';
import { availabilitySchema } from './availability';
import { stationRefField } from './station';

export { ITEM_SHOW_TYPES };
export const MAX_PRICE = 1_000_000;
export const MAX_SUB_ITEMS = 30;

const text = (name: string, max: number) =>
  z.string().trim().min(1, zm('required', { field: name })).max(max, zm('tooLong', { field: name, max }));
/** A title: one line, no control or bidi-override characters (plainText), then the same checks as `text`. */
const titleText = (name: string, max: number) => z.string().overwrite(plainText).pipe(text(name, max));
const price = (name: string) =>
  numberField(name).pipe(
    z
      .number()
      .min(0, zm('notNegative', { field: name }))
      .max(MAX_PRICE, zm('atMost', { field: name, max: MAX_PRICE }))
      // A price shown as 0.00 that is not 0 (1e-7) is refused: free is 0, anything else at least one cent.
      .refine((v) => v === 0 || v >= 0.01, zm('priceCents', { field: name })),
  );

/** Sub-item (spec §5): title required, price number required. */
export const subItemSchema = z.object({ title: titleText('subItem:title', 60), price: price('subItem:price'), translations: titleTranslationsSchema('subItem', 60).optional() });

/** A count of choices in an option group: a whole number from `min` to MAX_OPTIONS_PER_GROUP. */
const choiceCount = (field: string, min: number) =>
  numberField(field).pipe(
    z
      .number()
      .int(zm('wholeNumber', { field }))
      .min(min, zm(min === 0 ? 'notNegative' : 'required', { field }))
      .max(MAX_OPTIONS_PER_GROUP, zm('atMost', { field, max: MAX_OPTIONS_PER_GROUP })),
  );

/** One option of a group: its id is kept through edits, so carts that chose it still name it. */
export const itemOptionSchema = z.object({
  _id: objectId('option').optional(),
  title: titleText('option:title', 60),
  price: price('option:price'),
  soldOut: z.boolean(zm('trueOrFalse', { field: 'soldOut' })).default(false),
  /** When a sold-out option comes back by itself (set by sitem; kept through an edit of the group). */
  soldOutUntil: z.coerce.date(zm('notDate', { field: 'soldOutUntil' })).nullable().optional(),
  translations: titleTranslationsSchema('option', 60).optional(),
});

/** An option group (lib/shared/item-options.ts): `min ≤ max ≤ options`; min 1 or more makes it required. */
export const optionGroupSchema = z
  .object({
    _id: objectId('optionGroup').optional(),
    title: titleText('optionGroup:title', 60),
    min: choiceCount('optionGroup:min', 0),
    max: choiceCount('optionGroup:max', 1),
    options: z.array(itemOptionSchema).min(1, zm('optionsNeeded')).max(MAX_OPTIONS_PER_GROUP, zm('optionsMax', { max: MAX_OPTIONS_PER_GROUP })),
    translations: titleTranslationsSchema('optionGroup', 60).optional(),
  })
  .refine((g) => g.min <= g.max && g.max <= g.options.length, {
    path: ['max'],
    error: (issue) => zm('optionGroupLimits', { group: String((issue.input as { title?: unknown } | undefined)?.title ?? '') }).error(),
  });
export const optionGroupsSchema = z.array(optionGroupSchema).max(MAX_OPTION_GROUPS, zm('optionGroupsMax', { max: MAX_OPTION_GROUPS }));

/** A list of codes from `list`: each a known code (400 otherwise), kept once and in the list's order. */
const codes = <T extends string>(list: readonly [T, ...T[]], message: 'allergenCode' | 'dietaryTagCode') =>
  z
    .preprocess((v) => (v === false ? [] : typeof v === 'string' ? [v] : v), z.array(z.enum(list, zm(message))).max(list.length * 2))
    .transform((given) => list.filter((code) => given.includes(code)));

const allergensSchema = codes(ALLERGENS, 'allergenCode');
const tagsSchema = codes(DIETARY_TAGS, 'dietaryTagCode');
/** Allergens (EU 14), dietary tags and calories per serving; all optional. */
export const dietarySchema = {
  allergens: allergensSchema.default([]),
  tags: tagsSchema.default([]),
  calories: numberField('calories')
    .pipe(z.number().int(zm('wholeNumber', { field: 'calories' })).min(0, zm('notNegative', { field: 'calories' })).max(MAX_CALORIES, zm('atMost', { field: 'calories', max: MAX_CALORIES })))
    .nullable()
    .optional(),
};

/** The item name: unique within the menu (409 otherwise); letters of any script, digits, space, - and _. */
export const itemnameSchema = text('itemname', 60).regex(/^[\p{L}\p{N} _-]+$/u, zm('itemnameChars'));

/** Item form and body of pitem (spec §5 Item): title, description, pin, price, itemname and show required. */
export const itemSchema = z.object({
  title: titleText('item:title', 100),
  itemname: itemnameSchema,
  description: text('description', 1000),
  price: price('price'),
  pin: z.boolean(),
  show: z.object({ type: z.enum(ITEM_SHOW_TYPES, zm('showType')) }),
  subItems: z.array(subItemSchema).max(MAX_SUB_ITEMS, zm('subItemsMax', { max: MAX_SUB_ITEMS })).default([]),
  /** Option groups: extras and choices with limits, priced on the server. */
  optionGroups: optionGroupsSchema.optional(),
  /** The item's hours; none: whenever the menu is open. */
  availability: availabilitySchema.optional(),
  ...dietarySchema,
  /** The English title and description, when the owner gives them. */
  translations: itemTranslationsSchema.optional(),
});
export type ItemInput = z.input<typeof itemSchema>;
export type ItemValues = z.output<typeof itemSchema>;

const OFF_PRICE_MESSAGE = zm('offPrice');
/** The discount as a fraction 0 < x < 1 (spec §3 sale.offPrice; §5 Sale: offPrice number required). */
export const offPriceSchema = numberField('offPrice').pipe(
  z
    .number()
    .gt(0, OFF_PRICE_MESSAGE)
    .lt(1, OFF_PRICE_MESSAGE)
    // Shown as a whole percent: a discount that shows as 0% or 100% (1e-7, 0.9999999) is refused.
    .refine((v) => Math.round(v * 100) >= 1 && Math.round(v * 100) <= 99, OFF_PRICE_MESSAGE),
);

/** eitem's sale body (spec §7): {onSale: true, offPrice} adds a sale, {onSale: false} removes it. */
export const saleSchema = z.discriminatedUnion(
  'onSale',
  [z.object({ onSale: z.literal(true), offPrice: offPriceSchema }), z.object({ onSale: z.literal(false) })],
  zm('trueOrFalse', { field: 'sale.onSale' }),
);

/**
 * eitem's body (spec §7): any of the item's fields — the full item with sub-items, or `{sale}`, or `{image: ""}`
 * (remove the image). Only the fields given are written: an edit never touches interestRecords, nor the image unless
 * asked. Unknown keys are dropped.
 */
export const itemEditSchema = itemSchema
  .extend({
    subItems: z.array(subItemSchema).max(MAX_SUB_ITEMS, zm('subItemsMax', { max: MAX_SUB_ITEMS })),
    optionGroups: optionGroupsSchema,
    // No defaults in an edit: a field not given is left as stored.
    allergens: allergensSchema,
    tags: tagsSchema,
    sale: saleSchema,
    image: z.literal('', zm('imageRemoveOnly')),
    /** Move the item to this section of the same menu (last there); the query's sectionId says where it is now. */
    sectionId: objectId('section'),
    /** The kitchen station that makes it, over its section's; null: its section's. */
    station: stationRefField,
  })
  .partial()
  .refine(anyFieldGiven, zm('nothingToChange'));
export type ItemEdit = z.output<typeof itemEditSchema>;

/** Reorder ops (osection, oitem): the new 0-based position in its list. */
export const moveSchema = z.object({
  to: numberField('to').pipe(z.number().int(zm('wholeNumber', { field: 'to' })).min(0, zm('notNegative', { field: 'to' })).max(9999, zm('atMost', { field: 'to', max: 9999 }))),
});
export const SOLD_OUT_FOR = ['day', 'hours'] as const;
export const MAX_SOLD_OUT_HOURS = 72;
/**
 * sitem: mark an item (or one of its options, `option`) sold out, or back on sale. Sold out `for: 'day'`
 * ends by itself at the menu's midnight, `for: 'hours'` after `hours` (1–72); without `for` it lasts until turned back.
 */
export const soldOutSchema = z
  .object({
    soldOut: z.boolean(zm('trueOrFalse', { field: 'soldOut' })),
    for: z.enum(SOLD_OUT_FOR, zm('soldOutHours')).optional(),
    hours: numberField('hours')
      .pipe(z.number().int(zm('soldOutHours')).min(1, zm('soldOutHours')).max(MAX_SOLD_OUT_HOURS, zm('soldOutHours')))
      .optional(),
    option: objectId('option').optional(),
  })
  .refine((b) => b.for !== 'hours' || b.hours !== undefined, { path: ['hours'], ...zm('soldOutHours') });
export type SoldOutBody = z.output<typeof soldOutSchema>;

/** Several items chosen with check boxes (one box gives a string, none gives false): at least one (spec §5). */
export const chosenItemsSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []),
  z.array(z.string()).min(1, zm('chooseOneItem')),
);
/** The create-sale form: one discount for several items (each gets eitem {sale: {onSale: true, offPrice}}). */
export const multiSaleSchema = z.object({ items: chosenItemsSchema, offPrice: offPriceSchema });

/** The add-item form: the item and the section it goes to (spec §5: sectionId required on create). */
export const itemFormSchema = itemSchema.extend({ sectionId: z.string().min(1, zm('required', { field: 'sectionId' })) });
