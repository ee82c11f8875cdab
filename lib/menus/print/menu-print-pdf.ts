import PDFDocument from 'pdfkit';
import { PRINT_TEXT } from '../../i18n/ar';
import { PRINT_TEXT_EN } from '../../i18n/en';
import { discountOf, formatPrice, salePrice, type Currency } from '../pricing';
import { drawLine, FONTS, wrapText } from '../../pdf/cairo-text';
import { pdfColor } from '../qr/pdf-color';
import { qrMatrix } from '../qr/qr-image';
import { isSoldOut } from '../../shared/availability';
import type { Lang } from '../../i18n/lang';

export type PaperSize = 'a4' | 'a5';
export interface PrintItem {
  title: string;
  description?: string | null;
  price: number;
  pin?: boolean | null;
  soldOut?: boolean | null;
  /** When a sold-out mark ends by itself (issue #22): a mark whose end has passed is not printed. */
  soldOutUntil?: Date | string | null;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
  subItems?: { title: string; price: number }[] | null;
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
  sections: { title: string; items: PrintItem[] }[];
  /** The menu's second language chosen (issue #23): English texts, laid out left to right. Arabic by default. */
  lang?: Lang;
}

const PAGES: Record<PaperSize, { size: [number, number]; scale: number; margin: number }> = {
  a4: { size: [595.28, 841.89], scale: 1, margin: 40 },
  a5: { size: [419.53, 595.28], scale: 0.78, margin: 28 },
};

/**
 * The paper menu (issue #23): the menu's colours, the logo and name on top, the sections in order with their items
 * (pinned first, as on the public menu), prices with the sale price beside the struck old one, sold-out items marked,
 * and the QR code of the link on the last page. Arabic is shaped and laid out right to left with the table cards'
 * text module (lib/menus/qr/pdf-text.ts). An item is never split across pages; a section title never ends a page.
 */
export async function menuPrintPdf(menu: PrintMenu, paper: PaperSize): Promise<Buffer> {
  const { size, scale: k, margin } = PAGES[paper];
  const printedAt = new Date();
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
  const money = (n: number) => formatPrice(n, menu.currency);
  // Right to left for Arabic: names at the right, prices in the left column; mirrored for English.
  const rtl = menu.lang !== 'en';
  const TEXT = rtl ? PRINT_TEXT : PRINT_TEXT_EN;
  const start = rtl ? 'right' : 'left';
  // The page's own words (sold out, the sale, the scan line) in its direction; the restaurant's texts each in their own
  // ('auto': an English page falls back to an item's Arabic description where it has no English one).
  const dir = rtl ? 'rtl' : 'ltr';
  const nameX = rtl ? left + width * 0.28 : left + 4 * k;
  const priceX = rtl ? left : left + width * 0.74;
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
  const lineGap = 14 * k;
  for (const section of menu.sections) {
    const items = [...section.items].sort((a, b) => Number(Boolean(b.pin)) - Number(Boolean(a.pin)));
    const head = 30 * k;
    const blocks = items.map((item) => layoutItem(item));
    // A section title stays with its first item.
    if (y + head + (blocks[0]?.height ?? 0) > bottom) newPage();
    doc.roundedRect(left, y, width, 24 * k, 4 * k).fill(tint);
    doc.rect(rtl ? left + width - 4 * k : left, y, 4 * k, 24 * k).fill(main);
    drawLine(doc, section.title, { direction: 'auto', x: left + 10 * k, y: y + 3 * k, width: width - 20 * k, size: 14 * k, color: shade, align: start });
    y += head;
    items.forEach((item, i) => {
      const block = blocks[i];
      if (y + block.height > bottom) newPage();
      drawItem(item, block.lines);
      y += block.height;
    });
    y += 8 * k;
  }

  function layoutItem(item: PrintItem) {
    const lines = item.description ? wrapText(doc, item.description, textSize, width * 0.72) : [];
    const subs = item.subItems ?? [];
    return { lines, height: 20 * k + lines.length * lineGap + subs.length * lineGap + 10 * k };
  }

  function drawItem(item: PrintItem, lines: string[]) {
    const off = discountOf(item);
    const soldOut = isSoldOut(item, printedAt);
    const top = y;
    drawLine(doc, item.title, { direction: 'auto', x: nameX, y: top, width: width * 0.72 - 4 * k, size: titleSize, color: soldOut ? '#888888' : '#222222', align: start });
    // Prices are Latin text (digits and the currency), drawn left to right in the price column.
    doc.font(FONTS.latin).fontSize(titleSize);
    let x = priceX;
    if (off > 0) {
      const now = money(salePrice(item.price, off));
      doc.fillColor(main).text(now, x, top, { lineBreak: false });
      x += doc.widthOfString(now) + 8 * k;
      const was = money(item.price);
      doc.fontSize(textSize).fillColor('#888888').text(was, x, top + 3 * k, { lineBreak: false });
      const ww = doc.widthOfString(was);
      doc.moveTo(x, top + 3 * k + textSize * 0.7).lineTo(x + ww, top + 3 * k + textSize * 0.7).lineWidth(0.8).stroke('#888888');
      x += ww + 8 * k;
      drawLine(doc, TEXT.sale(Math.round(off * 100)), { direction: dir, x, y: top + 2 * k, width: Math.max(width * 0.2, left + width - x), size: textSize * 0.9, color: shade, align: 'left' });
    } else {
      doc.fillColor(soldOut ? '#888888' : main).text(money(item.price), x, top, { lineBreak: false });
    }
    let ly = top + 20 * k;
    if (soldOut) drawLine(doc, TEXT.soldOut, { direction: dir, x: priceX, y: top + 18 * k, width: width * 0.25, size: textSize, color: '#b00020', align: 'left' });
    for (const line of lines) {
      drawLine(doc, line, { direction: 'auto', x: nameX, y: ly, width: width * 0.72 - 4 * k, size: textSize, color: '#555555', align: start });
      ly += lineGap;
    }
    for (const sub of item.subItems ?? []) {
      drawLine(doc, `• ${sub.title}`, { direction: 'auto', x: rtl ? nameX : nameX + 10 * k, y: ly, width: width * 0.72 - 14 * k, size: textSize, color: '#333333', align: start });
      doc.font(FONTS.latin).fontSize(textSize).fillColor('#333333').text(money(salePrice(sub.price, off)), priceX, ly, { lineBreak: false });
      ly += lineGap;
    }
    doc.moveTo(left, y + 20 * k + (lines.length + (item.subItems?.length ?? 0)) * lineGap + 4 * k)
      .lineTo(left + width, y + 20 * k + (lines.length + (item.subItems?.length ?? 0)) * lineGap + 4 * k)
      .lineWidth(0.4)
      .stroke('#dddddd');
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
