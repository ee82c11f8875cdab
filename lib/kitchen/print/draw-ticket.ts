import path from 'node:path';
import sharp from 'sharp';
import { sfntFileOf } from './woff-font-file';

/**
 * A kitchen ticket drawn as a 1-bit raster for a receipt printer: 576 dots wide on 80 mm paper, 384 on
 * 58 mm. Every text is laid out by Pango with HarfBuzz and FriBidi (sharp's text input): Arabic is shaped and runs
 * right to left, mixed with English, whatever the printer's code pages. The font is the public menu's Cairo (from
 * @fontsource/cairo, its Arabic and Latin files). Runs in the heavy-work pool (draw-ticket-in-worker.ts).
 */
export const PAPER_DOTS = { 80: 576, 58: 384 } as const;
export type TicketPaper = keyof typeof PAPER_DOTS;

export type PrintTicket = {
  paper: TicketPaper;
  /** The station's name, the order's number, its table ('طاولة 4') or 'استلام', and the time it was ordered. */
  station: string;
  number: number;
  where: string;
  time: string;
  lines: { quantity: number; title: string; /** The diner's language's title, when it differs. */ alt?: string; options: string[] }[];
  note: string;
  /** 'طلب' before the number; a test print says what it is instead. */
  heading: string;
};

export type DrawnTicket = { width: number; height: number; /** One byte a dot: 1 black, 0 white, row after row. */ dots: Uint8Array; png: Uint8Array };

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'cairo', 'files');
const FONT_FILES = [path.join(FONT_DIR, 'cairo-latin-700-normal.woff'), path.join(FONT_DIR, 'cairo-arabic-700-normal.woff')];
const FONT = 'Cairo Bold';
const MARGIN = 8;
const TOP_MARGIN = 16;

/**
 * fontconfig keeps a font file once it is given (process-wide): both of Cairo's files, before the first ticket, and
 * with another font asked for, since Pango remembers the fonts it found for a name asked before its file was there.
 */
let fontsReady: Promise<void> | null = null;
function loadFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const woff of FONT_FILES) await sharp({ text: { text: '.', font: 'Sans', fontfile: sfntFileOf(woff) } }).raw().toBuffer();
  })();
  return fontsReady;
}

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Block = { text: string; size: number; align: 'centre' | 'start' } | { rule: number } | { gap: number };

/** One block of text as ink (1) and paper (0), at most `maxWidth` dots wide, wrapped at words. */
async function inkOf(text: string, size: number, maxWidth: number, align: 'centre' | 'start'): Promise<{ width: number; height: number; ink: Uint8Array }> {
  // Pango sets each paragraph's direction from its first strong letter and mirrors 'left' for a right-to-left one:
  // 'left' is where a paragraph starts, the right edge for Arabic.
  const { data, info } = await sharp({
    text: { text: escapeMarkup(text), font: `${FONT} ${size}`, width: maxWidth, dpi: 72, wrap: 'word-char', align: align === 'centre' ? 'centre' : 'left' },
  })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i * info.channels] >= 128 ? 1 : 0;
  return { width: info.width, height: info.height, ink };
}

function blocksOf(t: PrintTicket): Block[] {
  const blocks: Block[] = [
    { text: t.station, size: 30, align: 'centre' },
    { text: `${t.heading} ${t.number}`, size: t.paper === 80 ? 64 : 52, align: 'centre' },
    { text: `${t.where} · ${t.time}`, size: 28, align: 'centre' },
    { rule: 3 },
  ];
  for (const line of t.lines) {
    blocks.push({ gap: 6 }, { text: `${line.quantity}× ${line.title}`, size: t.paper === 80 ? 34 : 30, align: 'start' });
    if (line.alt) blocks.push({ text: line.alt, size: 24, align: 'start' });
    for (const option of line.options) blocks.push({ text: `+ ${option}`, size: 24, align: 'start' });
  }
  if (t.note) blocks.push({ gap: 6 }, { rule: 1 }, { gap: 4 }, { text: t.note, size: 26, align: 'start' });
  blocks.push({ gap: 10 }, { rule: 3 });
  return blocks;
}

/** The ticket as dots and as a 1-bit PNG (what a CloudPRNT printer fetches). */
export async function drawTicket(t: PrintTicket): Promise<DrawnTicket> {
  await loadFonts();
  const width = PAPER_DOTS[t.paper];
  const inner = width - 2 * MARGIN;
  // Paper above the station's name: the text's box starts at its tallest ink (an alef, a capital), which would
  // otherwise touch the cut.
  const rows: Uint8Array[] = Array.from({ length: TOP_MARGIN }, () => new Uint8Array(width));
  for (const block of blocksOf(t)) {
    if ('gap' in block) {
      for (let i = 0; i < block.gap; i++) rows.push(new Uint8Array(width));
    } else if ('rule' in block) {
      for (let i = 0; i < block.rule; i++) rows.push(new Uint8Array(width).fill(1, MARGIN, width - MARGIN));
    } else if (block.text.trim()) {
      const { width: w, height: h, ink } = await inkOf(block.text, block.size, inner, block.align);
      // The ticket reads from the right, as the menu does: a block of English under an Arabic title sits there too.
      const x = block.align === 'centre' ? Math.floor((width - w) / 2) : width - MARGIN - w;
      for (let y = 0; y < h; y++) {
        const row = new Uint8Array(width);
        row.set(ink.subarray(y * w, (y + 1) * w), Math.max(0, x));
        rows.push(row);
      }
      // Arabic marks reach above and below a line's box: a little paper between two blocks.
      for (let i = 0; i < 4; i++) rows.push(new Uint8Array(width));
    }
  }
  // A margin at the bottom, and the height a multiple of 8 dots (ESC/POS raster bands).
  for (let i = 0; i < 16 || rows.length % 8 !== 0; i++) rows.push(new Uint8Array(width));
  const dots = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => dots.set(row, y * width));
  return { width, height: rows.length, dots, png: await dotsToPng(dots, width, rows.length) };
}

/** Dots as a 1-bit greyscale PNG (black ink on white). */
export async function dotsToPng(dots: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < dots.length; i++) grey[i] = dots[i] ? 0 : 255;
  const png = await sharp(grey, { raw: { width, height, channels: 1 } }).png({ palette: true, colours: 2, dither: 0 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
