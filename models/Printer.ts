import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * A kitchen station's receipt printer: 80 mm (576 dots) or 58 mm (384 dots), reached by Star CloudPRNT
 * (the printer polls its own URL) or through a print bridge on the restaurant's network (TCP 9100). Its secret is in
 * that URL (or given to the bridge) and stored only as its SHA-256; `lastSeenAt` is when it last asked.
 */
const printerSchema = new Schema(
  {
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    /** The station whose tickets it prints; null: the one kitchen of a menu without stations. */
    station: { type: Schema.Types.ObjectId, default: null },
    width: { type: Number, enum: [80, 58], required: true },
    kind: { type: String, enum: ['cloudprnt', 'bridge'], required: true },
    keyHash: { type: String, required: true },
    lastSeenAt: { type: Date, default: null },
  },
  { timestamps: true },
);

printerSchema.index({ keyHash: 1 }, { unique: true });
printerSchema.index({ menu: 1 });

export type PrinterFields = InferSchemaType<typeof printerSchema>;
export const Printer: Model<PrinterFields> = (models.Printer as Model<PrinterFields>) || model<PrinterFields>('Printer', printerSchema);
