import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { TABLE_CALL_KINDS } from '../lib/shared/diner-order-rules';

/**
 * A diner's call from a table: the waiter, or the bill. Shown on the restaurant's order screen until
 * someone there dismisses it; one open call of a kind per table (a second tap is the same call).
 */
const tableCallSchema = new Schema(
  {
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    table: { type: new Schema({ _id: Schema.Types.ObjectId, name: String }, { _id: false }), required: true },
    kind: { type: String, enum: TABLE_CALL_KINDS, required: true },
    /** True until dismissed on the order screen (then false, with the time it was dismissed). */
    open: { type: Boolean, default: true },
    dismissedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

/** One open call per table and kind: the write itself keeps a second tap from making a second call. */
tableCallSchema.index({ menu: 1, 'table._id': 1, kind: 1 }, { unique: true, partialFilterExpression: { open: true } });
/** The live streams: what changed in a menu since a moment; the order screen's open calls. */
tableCallSchema.index({ menu: 1, updatedAt: 1 });

export type TableCallFields = InferSchemaType<typeof tableCallSchema>;
export const TableCall: Model<TableCallFields> = (models.TableCall as Model<TableCallFields>) || model<TableCallFields>('TableCall', tableCallSchema);
