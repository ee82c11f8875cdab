import { runHeavy } from '../heavy-work/run-heavy';
import type { ReceiptData } from './receipt-data';

/**
 * receiptPdf() drawn in the heavy-work pool (lib/heavy-work/), never on the thread that answers diners: shaping Arabic
 * and drawing a QR code take tens of milliseconds of CPU, and a tab can have hundreds of lines. The short lane, like a
 * kitchen ticket: a diner waiting for a receipt does not wait behind another restaurant's paper menu. `account` (whose
 * receipt) takes turns with other accounts' jobs in the queue.
 */
export async function receiptPdfInWorker(data: ReceiptData, account?: string): Promise<Buffer> {
  const pdf = await runHeavy<Uint8Array>('receiptPdf', data, account);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
