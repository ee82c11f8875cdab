import type { Types } from 'mongoose';
import { runHeavy } from '../../heavy-work/run-heavy';
import { readMenuBson } from '../menu-bson';
import type { PaperSize, PrintMenu } from './menu-print-pdf';
import type { MenuPrintInput } from './menu-print-job';

/**
 * menuPrintPdf() drawn in the heavy-work pool (lib/heavy-work/): a menu of a thousand items with many options takes
 * seconds of CPU, which must not stop the app's other requests. The sections go to the worker undecoded
 * (lib/menus/menu-bson.ts) and are decoded and put in the paper's language there (menu-print-job.ts); a worker
 * out of memory or time is a 413/422. `account` (who asked) takes turns with other accounts' jobs in the pool's queue.
 */
export async function menuPrintPdfInWorker(menuId: Types.ObjectId, menu: Omit<PrintMenu, 'sections'>, paper: PaperSize, account?: string): Promise<Buffer> {
  const input: MenuPrintInput = { menu, sections: await readMenuBson(menuId, ['sections']), paper };
  const pdf = await runHeavy<Uint8Array>('menuPrint', input, account);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
