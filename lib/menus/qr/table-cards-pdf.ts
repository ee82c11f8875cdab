import PDFDocument from 'pdfkit';
import { QR_TEXT } from '../../i18n/ar';
import { TABLE_TEXT } from '../../i18n/diner-ar';
import { drawCenteredLine, FONTS } from '../../pdf/cairo-text';
import { pdfColor } from './pdf-color';
import { QUIET_MODULES, qrMatrix } from './qr-image';

export interface TableCard {
  name: string;
  /** What the QR code opens. */
  link: string;
  /** The link printed under the code, when it differs from `link` ('' prints none): a person reads and types it. */
  printedLink?: string;
  /** The table's name: printed at the top of its card, whose QR code is then the table's link. */
  table?: string;
  /** The table's branch as the admin names it (a restaurant with branches): under the table's name, so each card goes to its place. */
  branch?: string;
  /** The logo as PNG bytes (see logo-png.ts), or null. */
  logo?: Buffer | null;
  colors: { mainColor?: string | null; shadeColor?: string | null; tintColor?: string | null; secondaryColor?: string | null };
}

const A6: [number, number] = [297.64, 419.53];

/**
 * A print-ready PDF of table cards, one A6 card a page (the cards given, in order): the menu's colours, the logo, the
 * institution's name in Arabic (shaped, bidi-ordered), the table's name (and branch) on a table's card, the QR code of the
 * link (vector squares, black on white) and the link as text (a table's card: the menu's short link, or none).
 */
export async function tableCardsPdf(cards: TableCard[]): Promise<Buffer> {
  const card = cards[0];
  const logo = card.logo ?? null;
  const main = pdfColor(card.colors.mainColor, '#8d1b3d');
  const shade = pdfColor(card.colors.shadeColor, '#5e1229');
  const tint = pdfColor(card.colors.tintColor, '#f8e9ee');
  const doc = new PDFDocument({ size: A6, margin: 0, autoFirstPage: false, info: { Title: card.name || card.link, Subject: card.link } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  const [w, h] = A6;
  for (const page of cards) {
    const qr = qrMatrix(page.link);
    doc.addPage({ size: A6, margin: 0 });
    doc.rect(0, 0, w, h).fill(tint);
    doc.rect(0, 0, w, 92).fill(main);
    doc.roundedRect(14, 14, w - 28, h - 28, 14).lineWidth(2).stroke(shade);
    if (logo) {
      doc.save().circle(w / 2, 92, 36).fill('#ffffff').circle(w / 2, 92, 32).clip();
      doc.image(logo, w / 2 - 32, 60, { width: 64, height: 64 });
      doc.restore();
    }
    if (page.table) drawCenteredLine(doc, TABLE_TEXT.label(page.table), { cx: w / 2, y: page.branch ? 14 : 20, size: 20, maxWidth: w - 56, color: '#ffffff' });
    if (page.table && page.branch) drawCenteredLine(doc, page.branch, { cx: w / 2, y: 40, size: 11, maxWidth: w - 56, color: '#ffffff' });
    drawCenteredLine(doc, card.name || ' ', { cx: w / 2, y: 134, size: 22, maxWidth: w - 56, color: shade as string });
    // The white square holds the code and its standard quiet zone of 4 modules on every side (ISO/IEC 18004).
    const white = 166;
    const top = 180;
    const cell = white / (qr.size + 2 * QUIET_MODULES);
    const x0 = (w - white) / 2 + QUIET_MODULES * cell;
    const y0 = top + QUIET_MODULES * cell;
    doc.roundedRect((w - white) / 2, top, white, white, 8).fill('#ffffff');
    doc.fillColor('#000000');
    for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) if (qr.dark(x, y)) doc.rect(x0 + x * cell, y0 + y * cell, cell + 0.05, cell + 0.05);
    doc.fill('#000000');
    drawCenteredLine(doc, QR_TEXT.cardScan, { cx: w / 2, y: top + white + 6, size: 14, maxWidth: w - 56, color: shade as string });
    // The link on one line inside the border: a longer link is set smaller (wrapping only past 6.5 pt).
    const printed = page.printedLink ?? page.link;
    let size = 10;
    while (size > 6.5 && doc.font(FONTS.latin).fontSize(size).widthOfString(printed) > w - 56) size -= 0.5;
    if (printed) doc.font(FONTS.latin).fontSize(size).fillColor('#222222').text(printed, 28, top + white + 34, { width: w - 56, align: 'center', lineBreak: true });
  }
  doc.end();
  return done;
}
