import { deserialize } from 'bson';
import type { LeanMenu } from '../update-menu';
import { menuPrintPdf, type PaperSize, type PrintMenu } from './menu-print-pdf';
import { printSections } from './print-language';

/** What the job is given: the paper's texts and the menu's sections as the database sent them (BSON of `{ sections }`). */
export type MenuPrintInput = { menu: Omit<PrintMenu, 'sections'>; sections: Uint8Array; paper: PaperSize };

/**
 * The heavy-work job 'menuPrint' (server/heavy-worker.ts): the sections decoded and put in the paper's language here,
 * in the worker, then the PDF drawn. Bytes arrive as Uint8Arrays (structured clone); the PDF goes back as one.
 */
export async function menuPrintJob({ menu, sections, paper }: MenuPrintInput): Promise<Uint8Array> {
  const stored = (deserialize(sections) as Pick<LeanMenu, 'sections'>).sections ?? [];
  const logo = menu.logo ? Buffer.from(menu.logo.buffer, menu.logo.byteOffset, menu.logo.byteLength) : null;
  const pdf = await menuPrintPdf({ ...menu, logo, sections: printSections(stored, menu.lang ?? 'ar') }, paper);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
