import PDFDocument from 'pdfkit';
import { INVOICE_TEXT as T, ORDERS_TEXT } from '../i18n/en';
import { formatJod } from '../shared/order-rules';
import type { OrderView } from './order-view';
import type { ProviderContact } from '../env';
import { readablePhone } from '../phone';
import { drawMixedLine, registerArabicFont } from '../pdf/amiri-line';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const LEFT = 50;
const RIGHT = 545;

/** The invoice number: the order's creation day and the end of its id (stable, unique per order). */
export const invoiceNumber = (order: Pick<OrderView, '_id' | 'createdAt'>) =>
  `INV-${order.createdAt.slice(0, 10).replaceAll('-', '')}-${order._id.slice(-6).toUpperCase()}`;

const day = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);

/**
 * The order's invoice (pdfkit, A4): provider header (with its contact as configured: lib/env.ts), number and date, the
 * client, the institution (Arabic shaped and in visual order), the subscription period, total, payments, paid and
 * remaining, in JOD.
 */
export function renderInvoicePdf(order: OrderView, contact: ProviderContact, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${T.title} ${invoiceNumber(order)}`, Author: T.provider } });
  registerArabicFont(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(20).fillColor('#8d1b3d').text(T.provider, LEFT, 50, { lineBreak: false });
  doc.font(REGULAR).fontSize(10).fillColor('#555555').text(T.providerLine([contact.phone ? readablePhone(contact.phone) : '', contact.email ?? ''].filter(Boolean)), LEFT, 76, { lineBreak: false });
  doc.font(BOLD).fontSize(24).fillColor('#1d1d1f').text(T.title, LEFT, 50, { width: RIGHT - LEFT, align: 'right' });
  doc.font(REGULAR).fontSize(10).text(`${T.number} ${invoiceNumber(order)}`, LEFT, 80, { width: RIGHT - LEFT, align: 'right' });
  doc.text(`${T.date} ${day(now)}`, LEFT, 94, { width: RIGHT - LEFT, align: 'right' });
  doc.moveTo(LEFT, 118).lineTo(RIGHT, 118).strokeColor('#d9d9de').stroke();

  let y = 136;
  const row = (label: string, value: string) => {
    doc.font(BOLD).fontSize(11).fillColor('#1d1d1f').text(label, LEFT, y, { lineBreak: false });
    drawMixedLine(doc, value, LEFT + 150, y, { latinFont: REGULAR, size: 11 });
    y += 22;
  };
  row(T.client, order.user.name);
  row(T.username, order.user.username);
  row(T.phone, order.user.phone ? readablePhone(order.user.phone) : '—');
  row(T.institution, order.menu?.institution.name || '—');
  row(T.period, `${day(order.createdAt)} – ${day(order.subEnd)}`);
  row(ORDERS_TEXT.overlay.status, order.status);

  y += 10;
  doc.font(BOLD).fontSize(13).text(T.payments, LEFT, y, { lineBreak: false });
  y += 22;
  if (!order.payments.length) {
    doc.font(REGULAR).fontSize(11).text(T.noPayments, LEFT, y, { lineBreak: false });
    y += 18;
  }
  order.payments.forEach((p, i) => {
    doc.font(REGULAR).fontSize(11).text(`${i + 1}. ${day(p.date)}  ${ORDERS_TEXT.methods[p.method] ?? p.method}`, LEFT, y, { lineBreak: false });
    doc.text(formatJod(p.value), LEFT, y, { width: RIGHT - LEFT, align: 'right' });
    y += 18;
  });

  y += 8;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#d9d9de').stroke();
  y += 12;
  for (const [label, value] of [
    [T.total, order.totalAmount],
    [T.paid, order.paid],
    [T.remaining, order.remaining],
  ] as const) {
    doc.font(BOLD).fontSize(12).text(label, LEFT + 280, y, { lineBreak: false });
    doc.font(label === T.remaining ? BOLD : REGULAR).text(formatJod(value), LEFT, y, { width: RIGHT - LEFT, align: 'right' });
    y += 20;
  }
  y += 16;
  doc.font(REGULAR).fontSize(9).fillColor('#555555').text(T.currencyNote, LEFT, y, { lineBreak: false });
  doc.text(T.thanks, LEFT, y + 14, { lineBreak: false });
  doc.end();
  return done;
}
