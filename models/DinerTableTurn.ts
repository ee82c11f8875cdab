import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One small document per table of a menu (`menuId:tableId`), written by every diner's order sent from that table
 * inside the order's transaction (lib/diner-orders/place-diner-order.ts): two orders of one table at the same moment,
 * on any instances, write the same document, so the database lets one commit and makes the other retry, which then
 * counts the first one among the table's open orders.
 */
const dinerTableTurnSchema = new Schema({ _id: { type: String, required: true }, turns: { type: Number, default: 0 } }, { versionKey: false });

export type DinerTableTurnFields = InferSchemaType<typeof dinerTableTurnSchema>;
export const DinerTableTurn: Model<DinerTableTurnFields> =
  (models.DinerTableTurn as Model<DinerTableTurnFields>) || model<DinerTableTurnFields>('DinerTableTurn', dinerTableTurnSchema);
