import { route } from '@/lib/route/route';
import { addPayment } from '@/lib/orders/add-payment';
import { paymentSchema } from '@/lib/validation/orders';

/** Records a payment (cliq or cash); the paid fraction is recomputed by the server in the same atomic update. */
export const POST = route({ access: 'staff', body: paymentSchema }, async ({ params, body }) => ({ data: await addPayment(params.id, body) }));
