import { notFound } from '../api/errors';
import { providerContact } from '../env';
import { invoiceNumber, renderInvoicePdf } from './invoice-pdf';
import { findOrderView, ORDER_NOT_FOUND } from './update-order';

/** GET /orders/{id}/invoice: the invoice PDF as a download. */
export async function invoiceResponse(orderId: string): Promise<Response> {
  const order = await findOrderView(orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const pdf = await renderInvoicePdf(order, providerContact());
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceNumber(order)}.pdf"`,
      'content-length': String(pdf.length),
      'cache-control': 'no-store',
    },
  });
}
