import fs from 'node:fs';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { ARABIC_PATTERN, scriptRuns } from './bidi-runs';

type Doc = InstanceType<typeof PDFDocument>;

export const ARABIC_FONT = 'Amiri';
/** Amiri from npm (@fontsource/amiri, Arabic subset, WOFF: fontkit reads it and shapes it). */
const AMIRI_FILE = path.join(process.cwd(), 'node_modules', '@fontsource', 'amiri', 'files', 'amiri-arabic-400-normal.woff');

export function registerArabicFont(doc: Doc): void {
  doc.registerFont(ARABIC_FONT, fs.readFileSync(AMIRI_FILE));
}

/**
 * Draws one line that may mix Arabic and Latin at (x, y): cut into bidi runs in visual order (bidi-js), Arabic runs in
 * Amiri (shaped by fontkit), the rest in `latinFont`. Returns the width drawn. `lineBreak: false` keeps pdfkit from
 * splitting a run into words, which would lay Arabic words out left to right.
 */
export function drawMixedLine(doc: Doc, text: string, x: number, y: number, opts: { latinFont: string; size: number }): number {
  if (!ARABIC_PATTERN.test(text)) {
    doc.font(opts.latinFont).fontSize(opts.size).text(text, x, y, { lineBreak: false });
    return doc.widthOfString(text);
  }
  let cx = x;
  for (const run of scriptRuns(text)) {
    // Amiri is smaller than Helvetica at one size and sits higher in its line box: scale it and nudge it onto the
    // same visual line.
    doc.font(run.arabic ? ARABIC_FONT : opts.latinFont).fontSize(run.arabic ? opts.size * 1.2 : opts.size);
    doc.text(run.text, cx, run.arabic ? y - opts.size * 0.45 : y, { lineBreak: false });
    cx += doc.widthOfString(run.text);
  }
  return cx - x;
}
