import PDFDocument from 'pdfkit';
import { discountOf, salePrice, type Currency } from '../pricing';
import { drawLine, FONTS, lineWidth, wrapText } from '../../pdf/cairo-text';
import { pdfColor } from '../qr/pdf-color';
import { qrMatrix } from '../qr/qr-image';
import type { AvailabilityWindow } from '../../shared/availability';
import { allergensLine, hoursLine, optionGroupLine, paperPrice, printText } from './print-item-text';
import type { Lang } from '../../i18n/lang';

export type PaperSize = 'a4' | 'a5';
export interface PrintItem {
  title: string;
  description?: string | null;
  price: number;
  pin?: boolean | null;
  soldOut?: boolean | null;
  /** When a sold-out mark ends by itself: such a mark is of the day, not of the paper, and is not printed. */
  soldOutUntil?: Date | string | null;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
  subItems?: { title: string; price: number }[] | null;
  optionGroups?: { title: string; options: { title: string; price: number }[] }[] | null;
  /** Allergen codes (lib/shared/dietary.ts). */
  allergens?: string[] | null;
}
export interface PrintSection {
  title: string;
  /** The section's hours, printed under its title. */
  availability?: AvailabilityWindow[] | null;
  items: PrintItem[];
}
export interface PrintMenu {
  name: string;
  headingPhrase?: string | null;
  endingPhrase?: string | null;
  logo: Buffer | null;
  colors: { mainColor?: string | null; shadeColor?: string | null; tintColor?: string | null; secondaryColor?: string | null };
  currency: Currency;
  /** The link the QR code on the last page opens (the short link when the menu has one). */
  link: string;
  sections: PrintSection[];
  /** The menu's second language chosen: English texts, laid out left to right. Arabic by default. */
  lang?: Lang;
}

const PAGES: Record<PaperSize, { size: [number, number]; scale: number; margin: number }> = {
  a4: { size: [595.28, 841.89], scale: 1, margin: 40 },
  a5: { size: [419.53, 595.28], scale: 0.78, margin: 28 },
};

/** One line of an item under its title, and how it is drawn. */
type ItemLine = { text: string; kind: 'description' | 'sub' | 'option' | 'allergens'; price?: string };
/** An item laid out for a column: its lines and its height. */
type ItemBlock = { item: PrintItem; lines: ItemLine[]; height: number; priceRows: number };
/** A column: its left edge and width. */
type Column = { x: number; w: number };

/**
 * The paper menu: the menu's colours, the logo and name on top, the sections in order with their hours and their items
 * (pinned first, as on the public menu) with sizes, options and allergens, prices in the paper's language with the sale
 * price beside the struck old one, items sold out until further notice marked, and the QR code of the link on the last
 * page. A section whose items are all short is set in two columns (reading order: the start column first, row by row).
 * Arabic is shaped and laid out right to left (lib/pdf/cairo-text.ts). An item is never split across pages; a section
 * title never ends a page.
 */
export async function menuPrintPdf(menu: PrintMenu, paper: PaperSize): Promise<Buffer> {
  const { size, scale: k, margin } = PAGES[paper];
  const [w, h] = size;
  const main = pdfColor(menu.colors.mainColor, '#8d1b3d');
  const shade = pdfColor(menu.colors.shadeColor, '#5e1229');
  const tint = pdfColor(menu.colors.tintColor, '#f8e9ee');
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: menu.name || menu.link, Subject: menu.link } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  const left = margin;
  const width = w - 2 * margin;
  const bottom = h - margin;
  const lang = menu.lang;
  const money = (n: number) => paperPrice(n, menu.currency, lang);
  // Right to left for Arabic: names at the right, prices at the left; mirrored for English (prices at the right margin).
  const rtl = lang !== 'en';
  const TEXT = printText(lang);
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  // The page's own words (sold out, the sale, the scan line, prices) in its direction; the restaurant's texts each in
  // their own ('auto': an English page falls back to an item's Arabic description where it has no English one).
  const dir = rtl ? 'rtl' : 'ltr';
  let y = 0;

  const newPage = () => {
    doc.addPage({ size, margin: 0 });
    doc.rect(0, 0, w, 6 * k).fill(main);
    doc.rect(0, h - 6 * k, w, 6 * k).fill(main);
    y = margin;
  };

  // The first page's head: a band in the main colour with the logo and the name.
  newPage();
  const band = 120 * k;
  doc.rect(0, 0, w, band).fill(main);
  if (menu.logo) {
    const r = 34 * k;
    doc.save().circle(w / 2, band - 8 * k, r + 4 * k).fill('#ffffff').circle(w / 2, band - 8 * k, r).clip();
    doc.image(menu.logo, w / 2 - r, band - 8 * k - r, { width: 2 * r, height: 2 * r });
    doc.restore();
  }
  drawLine(doc, menu.name || ' ', { direction: 'auto', x: left, y: 22 * k, width, size: 26 * k, color: '#ffffff', align: 'center' });
  y = band + (menu.logo ? 40 * k : 16 * k);
  if (menu.headingPhrase) {
    for (const line of wrapText(doc, menu.headingPhrase, 12 * k, width)) {
      drawLine(doc, line, { direction: 'auto', x: left, y, width, size: 12 * k, color: shade, align: 'center' });
      y += 18 * k;
    }
  }
  y += 8 * k;

  const titleSize = 13 * k;
  const textSize = 9.5 * k;
  const smallSize = 8.5 * k;
  const lineGap = 13 * k;
  const gutter = 18 * k;
  const full: Column = { x: left, w: width };
  const halves: Column[] = [
    { x: left, w: (width - gutter) / 2 },
    { x: left + (width + gutter) / 2, w: (width - gutter) / 2 },
  ];
  // The start column first: the right one on Arabic paper.
  if (rtl) halves.reverse();
  const priceWidth = (c: Column) => Math.min(120 * k, c.w * 0.36);
  const nameWidth = (c: Column) => c.w - priceWidth(c) - 8 * k;
  const nameX = (c: Column) => (rtl ? c.x + c.w - nameWidth(c) : c.x);
  const priceX = (c: Column) => (rtl ? c.x : c.x + c.w - priceWidth(c));

  for (const section of menu.sections) {
    const items = [...section.items].sort((a, b) => Number(Boolean(b.pin)) - Number(Boolean(a.pin)));
    const hours = hoursLine(section.availability, lang);
    const head = 30 * k + (hours ? lineGap : 0);
    // Two columns where every item is short at half the width; one otherwise.
    const narrow = items.map((item) => layoutItem(item, halves[0]));
    const twoColumns = items.length > 1 && narrow.every((b) => b.lines.length <= 3 && priceFits(b.item, halves[0]));
    const columns = twoColumns ? halves : [full];
    const blocks = twoColumns ? narrow : items.map((item) => layoutItem(item, full));
    const rows: ItemBlock[][] = [];
    for (let i = 0; i < blocks.length; i += columns.length) rows.push(blocks.slice(i, i + columns.length));
    const rowHeight = (row: ItemBlock[]) => Math.max(...row.map((b) => b.height));
    // A section title stays with its first row.
    if (y + head + (rows[0] ? rowHeight(rows[0]) : 0) > bottom) newPage();
    doc.roundedRect(left, y, width, 24 * k, 4 * k).fill(tint);
    doc.rect(rtl ? left + width - 4 * k : left, y, 4 * k, 24 * k).fill(main);
    drawLine(doc, section.title, { direction: 'auto', x: left + 10 * k, y: y + 3 * k, width: width - 20 * k, size: 14 * k, color: shade, align: start });
    if (hours) drawLine(doc, hours, { direction: dir, x: left + 10 * k, y: y + 27 * k, width: width - 20 * k, size: textSize, color: shade, align: start });
    y += head;
    for (const row of rows) {
      const rh = rowHeight(row);
      if (y + rh > bottom) newPage();
      row.forEach((block, i) => drawItem(block, columns[i], rh));
      y += rh;
    }
    y += 8 * k;
  }

  /** Whether an item's price (with the sale's old price beside it) fits a column's price width. */
  function priceFits(item: PrintItem, c: Column): boolean {
    const off = discountOf(item);
    const text = off > 0 ? `${money(salePrice(item.price, off, menu.currency))}  ${money(item.price)}` : money(item.price);
    return lineWidth(doc, text, titleSize) <= priceWidth(c);
  }

  function layoutItem(item: PrintItem, c: Column): ItemBlock {
    const nw = nameWidth(c);
    const off = discountOf(item);
    const lines: ItemLine[] = [];
    if (item.description) for (const text of wrapText(doc, item.description, textSize, nw)) lines.push({ text, kind: 'description' });
    for (const sub of item.subItems ?? []) lines.push({ text: `• ${sub.title}`, kind: 'sub', price: money(salePrice(sub.price, off, menu.currency)) });
    for (const group of item.optionGroups ?? []) {
      if (!group.options.length) continue;
      for (const text of wrapText(doc, optionGroupLine(group, lang), textSize, nw)) lines.push({ text, kind: 'option' });
    }
    const allergens = allergensLine(item.allergens, lang);
    if (allergens) for (const text of wrapText(doc, allergens, smallSize, nw)) lines.push({ text, kind: 'allergens' });
    // The price column's second row holds the sale's words or 'sold out', beside the first line under the title.
    const priceRows = 1 + Number(off > 0) + Number(soldOutOnPaper(item));
    const rows = Math.max(lines.length, priceRows - 1);
    return { item, lines, priceRows, height: 19 * k + rows * lineGap + 8 * k };
  }

  /** Sold out until the owner turns it back: a sell-out with an end is the day's, not the paper's. */
  function soldOutOnPaper(item: PrintItem): boolean {
    return Boolean(item.soldOut) && !item.soldOutUntil;
  }

  /** A price drawn in the price column against its end edge (the margin side), in the paper's direction. */
  function drawPrice(text: string, c: Column, top: number, size: number, color: string | [number, number, number]) {
    drawLine(doc, text, { direction: dir, x: priceX(c), y: top, width: priceWidth(c), size, color, align: end });
  }

  function drawItem(block: ItemBlock, c: Column, rowHeight: number) {
    const { item, lines } = block;
    const off = discountOf(item);
    const soldOut = soldOutOnPaper(item);
    const top = y;
    const nw = nameWidth(c);
    drawLine(doc, item.title, { direction: 'auto', x: nameX(c), y: top, width: nw, size: titleSize, color: soldOut ? '#888888' : '#222222', align: start });
    if (off > 0) {
      // The sale price at the column's edge, the struck old price beside it on the inner side.
      const now = money(salePrice(item.price, off, menu.currency));
      const was = money(item.price);
      const nowW = lineWidth(doc, now, titleSize);
      const wasW = lineWidth(doc, was, textSize);
      const pw = priceWidth(c);
      const nowX = rtl ? priceX(c) : priceX(c) + pw - nowW;
      const wasX = rtl ? nowX + nowW + 8 * k : nowX - 8 * k - wasW;
      drawLine(doc, now, { direction: dir, x: nowX, y: top, width: nowW, size: titleSize, color: main, align: 'left' });
      drawLine(doc, was, { direction: dir, x: wasX, y: top + 3 * k, width: wasW, size: textSize, color: '#888888', align: 'left' });
      const strikeY = top + 3 * k + textSize * 0.7;
      doc.moveTo(wasX, strikeY).lineTo(wasX + wasW, strikeY).lineWidth(0.8).stroke('#888888');
      drawPrice(TEXT.sale(Math.round(off * 100)), c, top + 19 * k, textSize * 0.9, shade);
    } else {
      drawPrice(money(item.price), c, top, titleSize, soldOut ? '#888888' : main);
    }
    if (soldOut) drawPrice(TEXT.soldOut, c, top + 19 * k + (off > 0 ? lineGap : 0), textSize, '#b00020');
    let ly = top + 19 * k;
    for (const line of lines) {
      const indent = line.kind === 'sub' || line.kind === 'option' ? 10 * k : 0;
      const color = line.kind === 'description' ? '#555555' : line.kind === 'allergens' ? '#7a5c00' : '#333333';
      const size = line.kind === 'allergens' ? smallSize : textSize;
      drawLine(doc, line.text, { direction: line.kind === 'allergens' ? dir : 'auto', x: rtl ? nameX(c) : nameX(c) + indent, y: ly, width: nw - indent, size, color, align: start });
      if (line.price) drawPrice(line.price, c, ly, textSize, '#333333');
      ly += lineGap;
    }
    const rule = top + rowHeight - 5 * k;
    doc.moveTo(c.x, rule).lineTo(c.x + c.w, rule).lineWidth(0.4).stroke('#dddddd');
  }

  // The last page ends with the QR code of the link (on a page of its own when there is no room left).
  const box = 130 * k;
  const need = box + 80 * k + (menu.endingPhrase ? 32 * k : 0);
  if (y + need > bottom) newPage();
  y = Math.max(y + 10 * k, bottom - need);
  if (menu.endingPhrase) {
    drawLine(doc, menu.endingPhrase, { direction: 'auto', x: left, y, width, size: 11 * k, color: shade, align: 'center' });
    y += 32 * k;
  }
  const qr = qrMatrix(menu.link);
  const x0 = (w - box) / 2;
  doc.roundedRect(x0 - 8, y - 8, box + 16, box + 16, 8).lineWidth(1.5).fillAndStroke('#ffffff', main);
  const cell = box / qr.size;
  doc.fillColor('#000000');
  for (let yy = 0; yy < qr.size; yy++) for (let xx = 0; xx < qr.size; xx++) if (qr.dark(xx, yy)) doc.rect(x0 + xx * cell, y + yy * cell, cell + 0.05, cell + 0.05);
  doc.fill('#000000');
  y += box + 14;
  drawLine(doc, TEXT.scan, { direction: dir, x: left, y, width, size: 11 * k, color: shade, align: 'center' });
  doc.font(FONTS.latin).fontSize(9 * k).fillColor('#222222').text(menu.link, left, y + 20 * k, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
