/**
 * Golden images of printed tickets: a print (dots) compared with the PNG kept in tests/golden/. The print
 * is also written under test-results/golden/ to be looked at. `UPDATE_GOLDEN=1` writes a missing golden image from the
 * print instead (look at it before committing it). Anti-aliasing is thresholded away in a 1-bit print, so the
 * allowance is small: the share of dots that may differ (a font library's rounding at a glyph's edge).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pngToDots } from './fake-cloudprnt-printer';
import { printToPng } from './fake-escpos-printer';

const GOLDEN_DIR = path.join(__dirname, '..', 'golden');
const OUT_DIR = path.join(process.cwd(), 'test-results', 'golden');

export async function compareWithGolden(name: string, print: { width: number; height: number; dots: Uint8Array }): Promise<{ differing: number; width: number; height: number }> {
  const png = await printToPng(print);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, `${name}.png`), png);
  const file = path.join(GOLDEN_DIR, `${name}.png`);
  if (!fs.existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`no golden image ${file}: run with UPDATE_GOLDEN=1 and look at it`);
    fs.writeFileSync(file, png);
  }
  const golden = await pngToDots(fs.readFileSync(file));
  if (golden.width !== print.width || golden.height !== print.height) return { differing: 1, width: golden.width, height: golden.height };
  let diff = 0;
  for (let i = 0; i < golden.dots.length; i++) if (golden.dots[i] !== print.dots[i]) diff++;
  return { differing: diff / golden.dots.length, width: golden.width, height: golden.height };
}
