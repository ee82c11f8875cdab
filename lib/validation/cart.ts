import { z } from './z';
import { objectId } from './object-id';
import { zm, zmUnlessMissing } from '../i18n/t';
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from '../shared/item-options';
import { numberFromText } from '../shared/ascii-digits';

/**
 * Cart inputs (spec §3 Cart, §7 Interest and cart). The server takes ONLY ids, the sub-item index and the quantity;
 * every price comes from the menu. Shared by the add-to-cart form and the route handlers.
 */
export const MAX_CART_LINES = 50;
export const MAX_QUANTITY = 99;

const QUANTITY_MESSAGE = zm('quantity', { max: MAX_QUANTITY });
export const quantitySchema = z.preprocess(
  numberFromText,
  z
    .number({ error: zmUnlessMissing('quantity', { max: MAX_QUANTITY }) })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
);

const SUB_ITEM_MESSAGE = zm('subItemIndex');
/** The chosen sub-item index, or null when the item has no sub-items. */
export const subItemSchema = z
  .preprocess(
    numberFromText,
    z
      .number(SUB_ITEM_MESSAGE)
      .int(SUB_ITEM_MESSAGE)
      .min(0, SUB_ITEM_MESSAGE)
      .max(999, SUB_ITEM_MESSAGE)
      .nullable()
      .optional(),
  )
  .transform((v) => (v === undefined ? null : v));

export const cartLineSchema = z.object({
  item: objectId('item'),
  subItem: subItemSchema,
  quantity: quantitySchema,
  /** The chosen options' ids, checked against the item's groups by the server. */
  options: z
    .array(objectId('option'), { error: zmUnlessMissing('notList', { field: 'options' }) })
    .max(MAX_OPTION_GROUPS * MAX_OPTIONS_PER_GROUP, zm('atMost', { field: 'options', max: MAX_OPTION_GROUPS * MAX_OPTIONS_PER_GROUP }))
    .default([]),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

/** The table the diner ordered from (its QR code's `?table=`): a table id of the menu, checked by the server. */
const tableField = objectId('table').optional();

/** PUT /api/v1/cart/{id}: a line, and the table when the diner has scanned one since the cart was made. */
export const addCartLineSchema = cartLineSchema.extend({ table: tableField });
export type AddCartLineInput = z.infer<typeof addCartLineSchema>;

export const createCartSchema = z.object({
  menu: objectId('menu'),
  table: tableField,
  items: z
    .array(cartLineSchema, { error: zmUnlessMissing('notList', { field: 'items' }) })
    .min(1, zm('cartNeedsItem'))
    .max(MAX_CART_LINES, zm('cartLinesMax', { max: MAX_CART_LINES })),
});
export type CreateCartInput = z.infer<typeof createCartSchema>;

export const removeLineQuerySchema = z.object({
  index: z.preprocess(
    numberFromText,
    z.number(zm('cartLineIndex')).int(zm('cartLineIndex')).min(0, zm('cartLineIndex')),
  ),
});

