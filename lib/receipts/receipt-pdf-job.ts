import { ApiError } from '../api/errors';
import { msg } from '../i18n/t';
import type { ReceiptData } from './receipt-data';
import { receiptPdf } from './receipt-pdf';
import { ZatcaQrError } from './zatca-qr';

/**
 * The heavy-work job 'receiptPdf' (server/heavy-worker.ts): the receipt drawn in the worker, its bytes sent back as a
 * Uint8Array (structured clone). A restaurant name too long for the QR code's one-byte length (a name of 120
 * characters may take 360 bytes) is the restaurant's setting to change, said as such (422); a VAT number that long
 * could only come from a settings check that let it through, a bug.
 */
export async function receiptPdfJob(data: ReceiptData): Promise<Uint8Array> {
  try {
    const pdf = await receiptPdf(data);
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (err) {
    if (err instanceof ZatcaQrError && err.field === 'sellerName') throw new ApiError(422, msg('receiptNameTooLong'));
    throw err;
  }
}
