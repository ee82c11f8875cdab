import { notFound } from '../api/errors';
import { providerContact } from '../env';
import { invoiceNumber, renderInvoicePdf } from './invoice-pdf';
import { msg } from '../i18n/t';
import { findOrderView } from './update-order';

/** GET /orders/{id}/invoice: the invoice PDF as a download. */
export async function invoiceResponse(orderId: string): Promise<Response> {
  const order = await findOrderView(orderId);
  if (!order) throw notFound(msg('orderNotFound'));
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
