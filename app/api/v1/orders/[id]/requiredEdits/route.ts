import { route } from '@/lib/route/route';
import { addRequiredEdit } from '@/lib/orders/order-edits';
import { requiredEditSchema } from '@/lib/validation/orders';

/** Adds a required edit (by the phone that asked for it), unready. */
export const POST = route({ access: 'staff', body: requiredEditSchema }, async ({ params, body }) => ({ data: await addRequiredEdit(params.id, body.phone) }));
