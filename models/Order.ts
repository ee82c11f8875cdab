import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

export const PAYMENT_METHODS = ['cliq', 'cash'] as const;
export const ORDER_STATUSES = ['ready', 'unready'] as const;

const paymentSchema = new Schema(
  {
    method: { type: String, enum: PAYMENT_METHODS, required: true },
    value: { type: Number, required: true, min: 0 },
    date: { type: Date, default: () => new Date() },
  },
  { _id: false },
);

const requiredEditSchema = new Schema(
  {
    phoneNo: { type: String, required: true },
    status: { type: String, enum: ORDER_STATUSES, default: 'unready' },
  },
  { _id: false },
);

/** A subscription sold by provider staff. */
const orderSchema = new Schema(
  {
    user: {
      ref: { type: Schema.Types.ObjectId, ref: 'User', required: true },
      username: { type: String, required: true },
      name: { type: String, required: true },
      phone: { type: String, default: '' },
    },
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', default: null },
    totalAmount: { type: Number, required: true, min: 0 },
    totalOnPaid: { type: Number, default: 0, min: 0, max: 1 },
    payments: { type: [paymentSchema], default: [] },
    requiredEdits: { type: [requiredEditSchema], default: [] },
    subEnd: { type: Date, required: true },
    status: { type: String, enum: ORDER_STATUSES, default: 'unready' },
    canceled: { type: Boolean, default: false },
  },
  { timestamps: true },
);

// One index per filter of the orders manager (GET /api/v1/orders), each ending in the list's sort (newest first).
orderSchema.index({ createdAt: -1 });
orderSchema.index({ 'user.username': 1, createdAt: -1 });
orderSchema.index({ canceled: 1, createdAt: -1 });
orderSchema.index({ status: 1, createdAt: -1 });
orderSchema.index({ subEnd: 1 });
orderSchema.index({ totalOnPaid: 1 });
orderSchema.index({ 'requiredEdits.status': 1 });

export type OrderFields = InferSchemaType<typeof orderSchema>;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const Order: Model<OrderFields> = (models.Order as Model<OrderFields>) || model<OrderFields>('Order', orderSchema);
