import { route } from '@/lib/route/route';
import { setRequiredEditStatus } from '@/lib/orders/order-edits';
import { editIndexSchema, orderStatusSchema } from '@/lib/validation/orders';

/** A required edit's status, ready or unready. */
export const PUT = route({ access: 'staff', body: orderStatusSchema }, async ({ params, body }) => ({
  data: await setRequiredEditStatus(params.id, editIndexSchema.parse(params.index), body.status),
}));
