import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** Visitor counters of one menu on one calendar day (in the menu's time zone), for the statistics screen. */
const menuVisitDaySchema = new Schema(
  {
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    day: { type: String, required: true }, // YYYY-MM-DD
    newVisitors: { type: Number, default: 0 },
    totalVisitors: { type: Number, default: 0 },
  },
  { timestamps: false },
);

menuVisitDaySchema.index({ menu: 1, day: 1 }, { unique: true });

export type MenuVisitDayFields = InferSchemaType<typeof menuVisitDaySchema>;
export const MenuVisitDay: Model<MenuVisitDayFields> =
  (models.MenuVisitDay as Model<MenuVisitDayFields>) || model<MenuVisitDayFields>('MenuVisitDay', menuVisitDaySchema);
