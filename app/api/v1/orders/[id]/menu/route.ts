import { route } from '@/lib/route/route';
import { assignOrderMenu } from '@/lib/orders/order-edits';
import { assignMenuSchema } from '@/lib/validation/orders';

/** Assigns an existing menu to the order. */
export const POST = route({ access: 'staff', body: assignMenuSchema }, async ({ params, body }) => ({ data: await assignOrderMenu(params.id, body.menuId) }));
