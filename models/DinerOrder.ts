import { randomBytes } from 'node:crypto';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { CANCELED_BY, DINER_ORDER_STATUSES } from '../lib/shared/diner-order-rules';
import { LANGS } from '../lib/shared/langs';
import { CURRENCY_CODES } from '../lib/shared/currencies';

/**
 * A diner's order: the cart as it was priced when the diner sent it, numbered per menu and day, with the
 * table it came from and its status as the restaurant moves it. Not `Order` (the provider's subscription orders).
 */
const lineSchema = new Schema(
  {
    item: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    subItem: { type: Number, default: null },
    subItemTitle: { type: String, default: null },
    /** The chosen options as they were priced. */
    options: {
      type: [
        new Schema(
          { _id: Schema.Types.ObjectId, title: String, price: Number, translations: { type: new Schema({ en: new Schema({ title: String }, { _id: false }) }, { _id: false }), default: undefined } },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    quantity: { type: Number, required: true, min: 1 },
    unitPrice: { type: Number, required: true, min: 0 },
    total: { type: Number, required: true, min: 0 },
    /** The English titles the diner saw, when ordering in English; `title` stays the menu's own. */
    translations: { type: new Schema({ en: new Schema({ title: String, subItemTitle: String }, { _id: false }) }, { _id: false }), default: undefined },
  },
  { _id: false },
);

/**
 * A kitchen station's part of the order (lib/kitchen/split-into-tickets.ts): its lines by their index in
 * `lines`, each bumped (made) or not, and the whole ticket bumped when all its lines are.
 */
const ticketSchema = new Schema({
  station: { type: Schema.Types.ObjectId, default: null },
  stationName: { type: String, default: '' },
  lines: { type: [new Schema({ line: { type: Number, required: true, min: 0 }, bumpedAt: { type: Date, default: null } }, { _id: false })], default: [] },
  bumpedAt: { type: Date, default: null },
});

const dinerOrderSchema = new Schema(
  {
    /** 128 random bits: whoever holds the id follows the order (its status page), as with a cart. */
    _id: { type: String, default: () => randomBytes(16).toString('hex') },
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    /** The cart it was made from: one order per cart, however often (or however concurrently) it is sent. */
    cart: { type: String, required: true },
    /** The menu's calendar day (YYYY-MM-DD in its time zone) and the order's number that day: 1, 2, 3… */
    day: { type: String, required: true },
    number: { type: Number, required: true, min: 1 },
    table: { type: new Schema({ _id: Schema.Types.ObjectId, name: String }, { _id: false }), default: null },
    branch: { type: Schema.Types.ObjectId, default: null },
    lines: { type: [lineSchema], default: [] },
    total: { type: Number, required: true, min: 0 },
    currency: { type: String, enum: CURRENCY_CODES, default: 'JOD' },
    note: { type: String, default: '' },
    status: { type: String, enum: DINER_ORDER_STATUSES, default: 'new' },
    /**
     * More units than an order may have unconfirmed (lib/shared/diner-order-rules.ts): while it is 'new' it waits for
     * the staff's confirmation (their 'accept'), and the order screen and the status page say so.
     */
    needsConfirmation: { type: Boolean, default: false },
    /** Set with the status 'canceled': who took it back (the screen and the status page say so). */
    canceledBy: { type: String, enum: CANCELED_BY },
    /** The language the diner ordered in: the chat message and the status page speak it. */
    lang: { type: String, enum: LANGS, default: 'ar' },
    /** One ticket per kitchen station with lines in the order; orders from before have none. */
    tickets: { type: [ticketSchema], default: undefined },
    /** Counts the writes of the tickets: each is conditional on the count it read (lib/diner-orders/tickets/write-order-tickets.ts). */
    kitchenRev: { type: Number, default: undefined },
  },
  { timestamps: true },
);

dinerOrderSchema.index({ cart: 1 }, { unique: true });
/** The order screen: a menu's orders of a day, newest first (and the day's numbering). */
dinerOrderSchema.index({ menu: 1, day: 1, number: -1 }, { unique: true });
/** A day's orders in one status or a few (the screen's status filter; the day before's orders still open). */
dinerOrderSchema.index({ menu: 1, day: 1, status: 1, number: -1 });
/** A ticket's order (PUT /api/v1/tickets/{ticketId}). */
dinerOrderSchema.index({ 'tickets._id': 1 }, { partialFilterExpression: { 'tickets._id': { $exists: true } } });
/** The live streams: what changed in a menu since a moment. */
dinerOrderSchema.index({ menu: 1, updatedAt: 1 });

export type DinerOrderFields = InferSchemaType<typeof dinerOrderSchema>;
export const DinerOrder: Model<DinerOrderFields> = (models.DinerOrder as Model<DinerOrderFields>) || model<DinerOrderFields>('DinerOrder', dinerOrderSchema);

/** The per-menu, per-day order numbers: one small document per menu and day, `$inc`ed with an upsert. */
const dinerOrderCounterSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, default: 0 } }, { versionKey: false });
export const DinerOrderCounter: Model<InferSchemaType<typeof dinerOrderCounterSchema>> =
  (models.DinerOrderCounter as Model<InferSchemaType<typeof dinerOrderCounterSchema>>) ||
  model<InferSchemaType<typeof dinerOrderCounterSchema>>('DinerOrderCounter', dinerOrderCounterSchema);
