import { runHeavy } from '../../heavy-work/run-heavy';
import type { PaperSize, PrintMenu } from './menu-print-pdf';

/**
 * menuPrintPdf() drawn in the heavy-work pool (lib/heavy-work/): a menu of a thousand items with many options takes
 * seconds of CPU, which must not stop the app's other requests. The menu is copied to the worker as it is (structured
 * clone keeps the dates; the ids it does not need arrive as plain objects); a worker out of memory or time is a 413/422.
 * `account` (who asked) takes turns with other accounts' jobs in the pool's queue.
 */
export async function menuPrintPdfInWorker(menu: PrintMenu, paper: PaperSize, account?: string): Promise<Buffer> {
  const pdf = await runHeavy<Uint8Array>('menuPrint', { menu, paper }, account);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
