import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

export const PRINT_JOB_STATES = ['waiting', 'sent', 'printed', 'failed'] as const;

/**
 * One ticket to print on one printer. Its id is the printer's and the ticket's (`{printer}:{ticket}`), so
 * a ticket is queued once however often its printer asks; a test print has an id of its own. Waiting until the
 * printer takes it, sent until the printer (or the bridge) says it printed or failed; a reprint makes it wait again.
 */
const printJobSchema = new Schema(
  {
    _id: { type: String, required: true },
    printer: { type: Schema.Types.ObjectId, required: true },
    menu: { type: Schema.Types.ObjectId, required: true },
    order: { type: String, default: null },
    ticket: { type: Schema.Types.ObjectId, default: null },
    state: { type: String, enum: PRINT_JOB_STATES, default: 'waiting' },
    /** What failed, as the printer said it (CloudPRNT's code) or the bridge saw it. */
    error: { type: String, default: '' },
    sentAt: { type: Date, default: null },
    printedAt: { type: Date, default: null },
    /** How many times it was sent (a printer that asked again before confirming). */
    sends: { type: Number, default: 0 },
  },
  { timestamps: true },
);

/** A printer's queue, oldest first. */
printJobSchema.index({ printer: 1, state: 1, createdAt: 1 });
/** An order's jobs (a reprint). */
printJobSchema.index({ order: 1 });

export type PrintJobFields = InferSchemaType<typeof printJobSchema>;
export const PrintJob: Model<PrintJobFields> = (models.PrintJob as Model<PrintJobFields>) || model<PrintJobFields>('PrintJob', printJobSchema);
