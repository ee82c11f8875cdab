import PDFDocument from 'pdfkit';
import { drawLine, lineWidth, wrapText } from '../pdf/cairo-text';
import { QUIET_MODULES, qrMatrix } from '../menus/qr/qr-image';
import { dateFormat } from '../shared/date-format';
import { RECEIPT_TEXT } from '../i18n/receipt-ar';
import { RECEIPT_TEXT_EN } from '../i18n/receipt-en';
import { checkReceiptData, hasZatcaQr, type ReceiptData, type ReceiptPaper } from './receipt-data';
import { currencySymbol, groupedAmount, receiptAmount } from './receipt-money';
import { zatcaQrText } from './zatca-qr';

type Color = string;

/**
 * The two papers. A4: a sheet, pages added as the lines need. The 80 mm roll: one page as long as the receipt, 72 mm
 * of print (a receipt printer's 576 dots at 203 dpi) between 4 mm margins; its QR code 42 mm wide, some 0.9 mm a
 * module for a ~50-module code: what a phone reads from thermal paper.
 */
const PAPERS: Record<ReceiptPaper, { width: number; pageHeight: number | null; margin: number; size: { name: number; heading: number; text: number; total: number }; qr: number }> = {
  a4: { width: 595.28, pageHeight: 841.89, margin: 48, size: { name: 20, heading: 13, text: 10.5, total: 13 }, qr: 150 },
  roll80: { width: 226.77, pageHeight: null, margin: 11.34, size: { name: 14, heading: 10.5, text: 8.5, total: 10.5 }, qr: 120 },
};
/** A line of Cairo text, top to top: its ascent and descent are tall. */
const LEADING = 1.5;

type Block =
  | { kind: 'text'; text: string; size: number; align: 'center' | 'start'; direction: 'auto' | 'rtl' | 'ltr'; color: Color }
  /** A label at the start edge and its value at the end edge. */
  | { kind: 'pair'; label: string; value: string; size: number; color: Color }
  /** An item line (or the lines' header): the title wrapped at the start, the quantity, the amount at the end. */
  | { kind: 'line'; title: string[]; quantity: string; amount: string; size: number; color: Color }
  | { kind: 'rule'; weight: number }
  | { kind: 'gap'; height: number }
  | { kind: 'qr'; text: string };

/**
 * The receipt of a payment as a PDF: the restaurant's name and tax number, the invoice's number, date and
 * time in the menu's time zone, the table, the lines with their quantity and amount, the subtotal, tax, service,
 * total, the tip, what was paid and how; for a Saudi restaurant the ZATCA simplified-invoice QR code (zatca-qr.ts).
 * Arabic is shaped and runs right to left with the paper menu's one text path (lib/pdf/cairo-text.ts: Cairo, bidi
 * runs in visual order); an English menu's receipt is English, left to right. Drawn in the heavy-work pool
 * (receipt-pdf-in-worker.ts), never on the app's thread.
 */
export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const issuedAt = checkReceiptData(data);
  const paper = PAPERS[data.paper];
  const T = data.lang === 'en' ? RECEIPT_TEXT_EN : RECEIPT_TEXT;
  const rtl = data.lang !== 'en';
  const dir = rtl ? 'rtl' : 'ltr';
  const left = paper.margin;
  const width = paper.width - 2 * paper.margin;
  const { size } = paper;
  const zatca = hasZatcaQr(data);
  const title = zatca ? T.simplifiedTaxInvoice : T.receipt;

  const doc = new PDFDocument({ size: [paper.width, paper.pageHeight ?? paper.width], margin: 0, autoFirstPage: false, info: { Title: `${title} ${data.number}`, Author: data.seller.name } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });

  const money = (n: number) => receiptAmount(n, data.currency, data.lang);
  const blocks: Block[] = [];
  const text = (t: string, s: number, align: 'center' | 'start', direction: 'auto' | 'rtl' | 'ltr' = dir, color: Color = '#222222') => {
    for (const line of wrapText(doc, t, s, width)) blocks.push({ kind: 'text', text: line, size: s, align, direction, color });
  };
  const pair = (label: string, value: string, s = size.text, color: Color = '#222222') => blocks.push({ kind: 'pair', label, value, size: s, color });
  const rated = (name: string, rate: number | null | undefined) => (rate || rate === 0 ? T.rate(name, rate) : name);

  // The head: who sold, what this paper is, the seller's tax number.
  text(data.seller.name, size.name, 'center', 'auto', '#000000');
  text(title, size.heading, 'center');
  if (data.seller.taxNumber?.trim()) text(T.field(T.taxNumber, data.seller.taxNumber.trim()), size.text, 'center');
  blocks.push({ kind: 'gap', height: size.text * 0.6 });
  text(T.field(T.number, data.number), size.text, 'start');
  text(T.field(T.date, localTime(issuedAt, data.timeZone)), size.text, 'start');
  if (data.table) text(T.field(T.table, data.table), size.text, 'start');
  blocks.push({ kind: 'rule', weight: 0.8 });

  // The lines, under a header that names the currency once.
  const amounts = data.lines.map((l) => groupedAmount(l.total, data.currency));
  const header = { quantity: T.quantity, amount: `${T.amount} (${currencySymbol(data.currency, data.lang)})` };
  const amountWidth = Math.max(lineWidth(doc, header.amount, size.text), ...amounts.map((a) => lineWidth(doc, a, size.text))) + 4;
  const quantityWidth = Math.max(lineWidth(doc, header.quantity, size.text), ...data.lines.map((l) => lineWidth(doc, String(l.quantity), size.text))) + 8;
  const titleWidth = width - amountWidth - quantityWidth - 8;
  const linesHead: Block[] = [
    { kind: 'line', title: [T.item], quantity: header.quantity, amount: header.amount, size: size.text, color: '#555555' },
    { kind: 'rule', weight: 0.4 },
  ];
  blocks.push(...linesHead);
  const items = new Set<Block>();
  data.lines.forEach((line, i) => {
    const title = wrapText(doc, line.title, size.text, titleWidth);
    const block: Block = { kind: 'line', title: title.length ? title : [' '], quantity: String(line.quantity), amount: amounts[i], size: size.text, color: '#222222' };
    items.add(block);
    blocks.push(block);
  });
  blocks.push({ kind: 'rule', weight: 0.8 });

  // The sums: they add up to the total (checkReceiptData); the tip and what was paid after it.
  pair(T.subtotal, money(data.subtotal));
  pair(rated(T.tax(data.seller.country), data.taxRate), money(data.tax));
  if (data.service || data.serviceRate) pair(rated(T.service, data.serviceRate), money(data.service));
  pair(T.total, money(data.total), size.total, '#000000');
  blocks.push({ kind: 'rule', weight: 0.4 });
  if (data.tip) pair(T.tip, money(data.tip));
  pair(T.paid, money(data.total + data.tip), size.total, '#000000');
  pair(T.paidBy, T.methods[data.paidBy]);

  if (zatca) {
    const qr = zatcaQrText({ sellerName: data.seller.name, vatNumber: data.seller.taxNumber!.trim(), issuedAt, total: data.total, vat: data.tax, currency: data.currency });
    blocks.push({ kind: 'qr', text: qr });
  } else blocks.push({ kind: 'gap', height: size.text });
  text(T.thanks, size.heading, 'center');

  // Layout: the roll is one page as long as its blocks; A4 adds a page where the next block would pass the margin.
  const height = (b: Block): number => {
    if (b.kind === 'text' || b.kind === 'pair') return b.size * LEADING;
    if (b.kind === 'line') return b.title.length * b.size * LEADING;
    if (b.kind === 'rule') return 8;
    if (b.kind === 'gap') return b.height;
    return paper.qr + 2 * quietZone(b.text);
  };
  const total = blocks.reduce((h, b) => h + height(b), 0);
  const pageHeight = paper.pageHeight ?? Math.ceil(total + 2 * paper.margin);
  const bottom = pageHeight - paper.margin;
  doc.addPage({ size: [paper.width, pageHeight], margin: 0 });
  let y = paper.margin;
  for (const block of blocks) {
    const h = height(block);
    if (y + h > bottom && y > paper.margin) {
      doc.addPage({ size: [paper.width, pageHeight], margin: 0 });
      y = paper.margin;
      // Lines that go on to the next page go on under their columns' names again.
      if (items.has(block)) {
        for (const head of linesHead) {
          draw(head, y);
          y += height(head);
        }
      }
    }
    draw(block, y);
    y += h;
  }
  doc.end();
  return done;

  /** The white around a code: 4 of its modules (ISO/IEC 18004), kept free of anything else. */
  function quietZone(qrText: string): number {
    return (paper.qr / qrMatrix(qrText).size) * QUIET_MODULES;
  }

  function draw(block: Block, top: number): void {
    const start = rtl ? 'right' : 'left';
    const end = rtl ? 'left' : 'right';
    if (block.kind === 'text') {
      drawLine(doc, block.text, { direction: block.direction, x: left, y: top, width, size: block.size, color: block.color, align: block.align === 'center' ? 'center' : start });
    } else if (block.kind === 'pair') {
      const valueWidth = lineWidth(doc, block.value, block.size);
      drawLine(doc, block.label, { direction: dir, x: rtl ? left + valueWidth + 8 : left, y: top, width: width - valueWidth - 8, size: block.size, color: block.color, align: start });
      drawLine(doc, block.value, { direction: dir, x: left, y: top, width, size: block.size, color: block.color, align: end });
    } else if (block.kind === 'line') {
      const titleX = rtl ? left + width - titleWidth : left;
      const quantityX = rtl ? left + amountWidth + 4 : left + titleWidth + 4;
      block.title.forEach((t, i) => drawLine(doc, t, { direction: 'auto', x: titleX, y: top + i * block.size * LEADING, width: titleWidth, size: block.size, color: block.color, align: start }));
      drawLine(doc, block.quantity, { direction: dir, x: quantityX, y: top, width: quantityWidth, size: block.size, color: block.color, align: 'center' });
      drawLine(doc, block.amount, { direction: dir, x: left, y: top, width, size: block.size, color: block.color, align: end });
    } else if (block.kind === 'rule') {
      doc.moveTo(left, top + 4).lineTo(left + width, top + 4).lineWidth(block.weight).stroke('#444444');
    } else if (block.kind === 'qr') {
      const qr = qrMatrix(block.text);
      const cell = paper.qr / qr.size;
      const x0 = left + (width - paper.qr) / 2;
      const y0 = top + quietZone(block.text);
      for (let yy = 0; yy < qr.size; yy++) for (let xx = 0; xx < qr.size; xx++) if (qr.dark(xx, yy)) doc.rect(x0 + xx * cell, y0 + yy * cell, cell + 0.05, cell + 0.05);
      doc.fill('#000000');
    }
  }
}

/** The receipt's time where the restaurant is: '07/12/2026 23:55' (day first, 24 hours, Latin digits in both languages). */
function localTime(at: Date, timeZone: string): string {
  const parts = dateFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
