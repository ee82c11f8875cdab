import type { Lang } from '../i18n/lang';

/** The receipt's two papers: an A4 sheet (downloaded, printed in an office) and an 80 mm roll (a receipt printer). */
export type ReceiptPaper = 'a4' | 'roll80';
export type ReceiptPayment = 'cash' | 'card';

/**
 * Everything a receipt prints, as plain data (it crosses to the heavy-work worker by structured clone). Whoever pays
 * or closes a tab builds it; the drawing adds nothing of its own but the words of its language.
 *
 * Every amount is an integer of the currency's minor units (fils, halalas…), never negative, and they add up:
 * `subtotal + tax + service = total`, the invoice's total with tax; the tip is on top of it (not part of the invoice
 * and not taxed) and `total + tip` is what was paid. The lines are what the payment was for (a share of a split may
 * list the table's lines it covers); their sum is not checked against the subtotal.
 */
export interface ReceiptData {
  /** The menu's language: Arabic shaped and right to left, or English left to right. */
  lang: Lang;
  paper: ReceiptPaper;
  /** ISO 4217 code (SAR, JOD…): the amounts' minor unit and the symbol printed. */
  currency: string;
  seller: {
    /** The restaurant's name (the menu's name in the receipt's language): ZATCA's seller name. */
    name: string;
    /** The tax (VAT) registration number; none, none printed and no QR code. */
    taxNumber?: string | null;
    /** ISO 3166 alpha-2 (SA, JO…). A Saudi restaurant with a tax number gets the ZATCA QR code. */
    country?: string | null;
  };
  /** The invoice's number (unique per restaurant): printed, and how the receipt is found again. */
  number: string;
  /** When it was paid: printed in `timeZone`, and in the QR code in UTC. A Date, or an ISO 8601 text. */
  issuedAt: Date | string;
  /** The menu's IANA time zone (Asia/Riyadh, Asia/Amman). */
  timeZone: string;
  /** The table's name; none for a counter sale. */
  table?: string | null;
  lines: { title: string; quantity: number; /** The line's amount, minor units. */ total: number }[];
  /** Before tax and service. */
  subtotal: number;
  tax: number;
  /** The tax rate in percent (15, 16), printed beside the tax when given. */
  taxRate?: number | null;
  service: number;
  /** The service charge in percent, printed beside it when given. */
  serviceRate?: number | null;
  /** subtotal + tax + service. */
  total: number;
  tip: number;
  paidBy: ReceiptPayment;
}

const amount = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * Checks what the caller built (our own code, so a failure is a bug and answered as one): a known language, paper
 * and way of paying, a seller's name and an invoice number, amounts that are non-negative integers and add up, a
 * known currency and time zone, a valid time. Returns the time as a Date.
 */
export function checkReceiptData(data: ReceiptData): Date {
  const wrong = (what: string) => new TypeError(`receipt data: ${what}`);
  if (data.lang !== 'ar' && data.lang !== 'en') throw wrong(`lang ${String(data.lang)} is not a receipt's language`);
  if (data.paper !== 'a4' && data.paper !== 'roll80') throw wrong(`paper ${String(data.paper)} is not a4 or roll80`);
  if (data.paidBy !== 'cash' && data.paidBy !== 'card') throw wrong(`paidBy ${String(data.paidBy)} is not cash or card`);
  if (!data.seller?.name?.trim() || !String(data.number ?? '').trim()) throw wrong('the seller has no name or the invoice no number');
  for (const key of ['subtotal', 'tax', 'service', 'total', 'tip'] as const) if (!amount(data[key])) throw wrong(`${key} is not an amount in minor units: ${data[key]}`);
  data.lines.forEach((line, i) => {
    if (!amount(line.total)) throw wrong(`line ${i}'s total is not an amount in minor units: ${line.total}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw wrong(`line ${i}'s quantity is not a count: ${line.quantity}`);
  });
  if (data.subtotal + data.tax + data.service !== data.total) throw wrong(`subtotal ${data.subtotal} + tax ${data.tax} + service ${data.service} is not the total ${data.total}`);
  if (!/^[A-Z]{3}$/.test(data.currency)) throw wrong(`currency ${data.currency} is not an ISO 4217 code`);
  new Intl.NumberFormat('en', { style: 'currency', currency: data.currency });
  new Intl.DateTimeFormat('en', { timeZone: data.timeZone });
  const issuedAt = new Date(data.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw wrong(`issuedAt ${String(data.issuedAt)} is not a time`);
  return issuedAt;
}

/** Whether the receipt carries the ZATCA simplified-invoice QR code: a Saudi restaurant with its VAT number. */
export const hasZatcaQr = (data: Pick<ReceiptData, 'seller'>): boolean => data.seller.country === 'SA' && Boolean(data.seller.taxNumber?.trim());
