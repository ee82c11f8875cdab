import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { visualRuns } from './bidi-runs';

/**
 * Arabic and Latin text for pdfkit: Cairo (the public menu's font, from @fontsource/cairo) in its Arabic and Latin
 * subsets. A line is cut into bidi runs in visual order (bidi-js) and each run is drawn in the font that has its
 * characters; Arabic runs go in logical order so fontkit shapes and joins the letters (and reverses the glyphs itself),
 * other right-to-left runs (brackets, punctuation) are reversed here.
 */
const FILES = path.join(process.cwd(), 'node_modules', '@fontsource', 'cairo', 'files');
export const FONTS = {
  arabic: path.join(FILES, 'cairo-arabic-700-normal.woff'),
  latin: path.join(FILES, 'cairo-latin-600-normal.woff'),
};
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** The Arabic subset covers the Arabic blocks (and the space); everything else is in the Latin subset. */
const fontOf = (c: string) => (c === ' ' || ARABIC_SCRIPT.test(c) ? 'arabic' : 'latin');

type Doc = InstanceType<typeof PDFDocument>;
/**
 * No optional OpenType features: the Arabic shaper still applies its required ones (joining forms, lam-alef), while
 * pdfkit's defaults (kerning) lose the spaces between right-to-left words.
 */
const TEXT_OPTIONS = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
type Piece = { text: string; font: 'arabic' | 'latin'; width: number };

function pieces(doc: Doc, text: string, size: number, direction: 'rtl' | 'ltr' | 'auto' = 'rtl'): Piece[] {
  return visualRuns(text, { direction, splitAt: (a, b) => fontOf(a) !== fontOf(b) }).map((run) => {
    const font = fontOf(run.text.trim()[0] ?? ' ');
    const shown = run.rtl && font === 'latin' ? run.text.split('').reverse().join('') : run.text;
    doc.font(FONTS[font]).fontSize(size);
    return { text: shown, font, width: doc.widthOfString(shown, TEXT_OPTIONS) };
  });
}

const fixed = new WeakSet<number[]>();
/**
 * A ligature glyph (lam-alef, and the font's other Arabic ligatures) stands for several characters; pdfkit writes them
 * into the font's ToUnicode map in logical order, but a text extractor reverses a right-to-left run glyph by glyph
 * and would then read "لا" as "ال". Written reversed, they come out in logical order (pdftotext, copy and paste).
 * Reads pdfkit's subset map of the current font (`_font.unicode`, one entry per glyph used); each entry once.
 */
function logicalLigatures(doc: Doc): void {
  const unicode = (doc as unknown as { _font?: { unicode?: (number[] | undefined)[] } })._font?.unicode;
  if (!Array.isArray(unicode)) return;
  for (const cps of unicode) {
    if (!cps || cps.length < 2 || fixed.has(cps)) continue;
    if (cps.every((cp) => ARABIC_SCRIPT.test(String.fromCodePoint(cp)))) cps.reverse();
    fixed.add(cps);
  }
}

/** Draws one line centred on `cx` at `y`; shrinks the size until it fits `maxWidth`. Returns the size used. */
export function drawCenteredLine(doc: Doc, text: string, opts: { cx: number; y: number; size: number; maxWidth: number; color: string }): number {
  let size = opts.size;
  let list = pieces(doc, text, size);
  let width = list.reduce((w, p) => w + p.width, 0);
  while (width > opts.maxWidth && size > 7) {
    size -= 1;
    list = pieces(doc, text, size);
    width = list.reduce((w, p) => w + p.width, 0);
  }
  let x = opts.cx - width / 2;
  doc.fillColor(opts.color);
  for (const p of list) {
    doc.font(FONTS[p.font]).fontSize(size).text(p.text, x, opts.y, { ...TEXT_OPTIONS, lineBreak: false });
    if (p.font === 'arabic') logicalLigatures(doc);
    x += p.width;
  }
  return size;
}

/** The width of one line of mixed Arabic/Latin text at `size`, as drawLine() draws it. */
export function lineWidth(doc: Doc, text: string, size: number): number {
  return pieces(doc, text, size).reduce((w, p) => w + p.width, 0);
}

/**
 * Draws one line of mixed text (shaped, bidi-ordered) in the box [x, x + width] at `y`, against its right edge
 * (Arabic layout), its left edge or centred. Returns the width drawn.
 */
export function drawLine(
  doc: Doc,
  text: string,
  opts: {
    x: number;
    y: number;
    width: number;
    size: number;
    color: string | [number, number, number];
    align: 'right' | 'left' | 'center';
    /**
     * The line's base direction: right to left (Arabic, the default), left to right (an English page's own words), or
     * 'auto', from its first letter: the restaurant's texts, which may be in the other language (an English page
     * falls back to an item's Arabic description), as the web page's dir="auto".
     */
    direction?: 'rtl' | 'ltr' | 'auto';
  },
): number {
  const list = pieces(doc, text, opts.size, opts.direction);
  const width = list.reduce((w, p) => w + p.width, 0);
  let x = opts.align === 'left' ? opts.x : opts.align === 'right' ? opts.x + opts.width - width : opts.x + (opts.width - width) / 2;
  doc.fillColor(opts.color);
  for (const p of list) {
    doc.font(FONTS[p.font]).fontSize(opts.size).text(p.text, x, opts.y, { ...TEXT_OPTIONS, lineBreak: false });
    if (p.font === 'arabic') logicalLigatures(doc);
    x += p.width;
  }
  return width;
}

/** Breaks text into lines that fit `maxWidth` at `size` (at spaces; a word longer than a line gets a line of its own). */
export function wrapText(doc: Doc, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && lineWidth(doc, next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
