import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * The diners' counters, kept out of the menu document so a tap never rewrites a menu: one small document
 * per counted thing, `$inc`ed with an upsert. `_id` is `item:<itemId>` (interest in an item, keyed by the item's id
 * so it follows the item wherever it moves) or `visits:<menuId>` (the menu's all-time visitor totals). The menu's reads
 * add them to the values stored in the menu (lib/menus/counters.ts).
 */
const menuCounterSchema = new Schema(
  {
    _id: { type: String, required: true },
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    interest: { type: Number, default: 0 },
    totalVisitors: { type: Number, default: 0 },
    newVisitors: { type: Number, default: 0 },
  },
  { timestamps: false, versionKey: false },
);

menuCounterSchema.index({ menu: 1 });

export type MenuCounterFields = InferSchemaType<typeof menuCounterSchema>;
export const MenuCounter: Model<MenuCounterFields> =
  (models.MenuCounter as Model<MenuCounterFields>) || model<MenuCounterFields>('MenuCounter', menuCounterSchema);
