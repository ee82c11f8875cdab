import { randomBytes } from 'node:crypto';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** A diner's cart. Only ids, the sub-item index, option ids and quantities are stored; prices always come from the menu. */
const cartLineSchema = new Schema(
  {
    item: { type: Schema.Types.ObjectId, required: true },
    subItem: { type: Number, default: null },
    quantity: { type: Number, required: true, min: 1, max: 99 },
    /** The chosen options' ids in the item's order; absent when none. */
    options: { type: [Schema.Types.ObjectId], default: undefined },
  },
  { _id: false },
);

const cartSchema = new Schema(
  {
    /** 128 random bits (see lib/carts/new-cart-id.ts; inlined so the model imports nothing of lib/). */
    _id: { type: String, default: () => randomBytes(16).toString('hex') },
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    items: { type: [cartLineSchema], default: [] },
    /** The table the cart is ordered from (a table id of the menu), or null. */
    table: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);

/** A cart nobody has changed for this long is deleted by the database's TTL monitor (a cart is a few minutes' work). */
export const CART_TTL_SECONDS = 30 * 24 * 3600;
cartSchema.index({ updatedAt: 1 }, { expireAfterSeconds: CART_TTL_SECONDS });

export type CartFields = InferSchemaType<typeof cartSchema>;
export const Cart: Model<CartFields> = (models.Cart as Model<CartFields>) || model<CartFields>('Cart', cartSchema);
