import { route } from '@/lib/route/route';
import { invoiceResponse } from '@/lib/orders/invoice-response';

/** The order's invoice as a PDF download. */
export const GET = route({ access: 'staff' }, async ({ params }) => invoiceResponse(params.id));
