import { minorToText } from '../money';

/**
 * The QR code of a Saudi simplified tax invoice, phase 1 ('generation', in force since 4 December 2021), as ZATCA
 * specifies it in Annex (2) of the "Controls, Requirements, Technical Specifications and Procedural Rules for
 * Implementing the Provisions of the E-Invoicing Regulation", restated by ZATCA in "Structure of the QR code for
 * Electronic Tax Invoices" (https://zatca1.discourse.group/t/structure-of-the-qr-code-for-electronic-tax-invoices/483):
 * - fields as TLV: the tag in one byte, the length of the value's UTF-8 bytes in one byte, the value's UTF-8 bytes;
 * - tags 1 seller's name, 2 seller's VAT registration number, 3 time stamp of the invoice (date and time),
 *   4 invoice total with VAT, 5 VAT total (6–9, the phase-2 hash and signatures, are not part of phase 1);
 * - the TLV bytes of the fields one after the other, base64-encoded, at most 700 characters.
 * The time stamp is ISO 8601 in UTC ('2026-12-07T20:55:00Z'); the amounts are plain decimals with the currency's
 * decimals ('115.00').
 */
export const ZATCA_TAGS = { sellerName: 1, vatNumber: 2, timestamp: 3, total: 4, vat: 5 } as const;
export type ZatcaField = keyof typeof ZATCA_TAGS;
export type ZatcaFields = Record<ZatcaField, string>;

/** A length is one byte: a value's UTF-8 bytes can be at most 255. */
export const ZATCA_MAX_VALUE_BYTES = 255;
/** The base64 text of the whole code, at most (ZATCA, ibid.). */
export const ZATCA_MAX_BASE64_CHARS = 700;

/** A value that the QR code cannot hold (longer than its one-byte length), or a code longer than ZATCA allows. */
export class ZatcaQrError extends Error {
  constructor(readonly field: ZatcaField | 'code', detail: string) {
    super(`ZATCA QR: ${detail}`);
    this.name = 'ZatcaQrError';
  }
}

/** Whether a value fits one TLV field: for the settings' checks (a seller name of 120 Arabic letters is 240 bytes). */
export const zatcaValueFits = (value: string): boolean => Buffer.byteLength(value, 'utf8') <= ZATCA_MAX_VALUE_BYTES;

/** An invoice's phase-1 fields: amounts in the currency's minor units, the time an instant. */
export interface ZatcaInvoice {
  sellerName: string;
  vatNumber: string;
  issuedAt: Date;
  /** The invoice total with VAT, minor units. */
  total: number;
  /** The VAT total, minor units. */
  vat: number;
  currency: string;
}

/** The five fields as the code writes them. */
export function zatcaFields(invoice: ZatcaInvoice): ZatcaFields {
  return {
    sellerName: invoice.sellerName,
    vatNumber: invoice.vatNumber,
    // Whole seconds: the milliseconds are no part of an invoice's time.
    timestamp: invoice.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    total: minorToText(invoice.total, invoice.currency),
    vat: minorToText(invoice.vat, invoice.currency),
  };
}

/**
 * The QR code's text: the five fields as TLV, base64. Refuses (ZatcaQrError) an empty value, a value over 255 UTF-8
 * bytes (cutting it would put another seller's name on the invoice) and a code over 700 characters.
 */
export function zatcaQrText(invoice: ZatcaInvoice): string {
  const fields = zatcaFields(invoice);
  const parts: Buffer[] = [];
  for (const [field, tag] of Object.entries(ZATCA_TAGS) as [ZatcaField, number][]) {
    const value = Buffer.from(fields[field], 'utf8');
    if (!value.length) throw new ZatcaQrError(field, `${field} is empty`);
    if (value.length > ZATCA_MAX_VALUE_BYTES) throw new ZatcaQrError(field, `${field} is ${value.length} bytes in UTF-8, at most ${ZATCA_MAX_VALUE_BYTES}`);
    parts.push(Buffer.from([tag, value.length]), value);
  }
  const text = Buffer.concat(parts).toString('base64');
  if (text.length > ZATCA_MAX_BASE64_CHARS) throw new ZatcaQrError('code', `the code is ${text.length} characters, at most ${ZATCA_MAX_BASE64_CHARS}`);
  return text;
}

/**
 * Reads a code back into its fields by tag (what a phone's ZATCA reader does; the tests read the printed code with it).
 * Throws on a field that runs past the end or a tag given twice; tags other than 1–5 are read and ignored.
 */
export function decodeZatcaQr(base64: string): Partial<ZatcaFields> {
  const bytes = Buffer.from(base64, 'base64');
  const names = Object.fromEntries(Object.entries(ZATCA_TAGS).map(([name, tag]) => [tag, name as ZatcaField]));
  const out: Partial<ZatcaFields> = {};
  const seen = new Set<number>();
  for (let i = 0; i < bytes.length; ) {
    if (i + 2 > bytes.length) throw new Error(`ZATCA QR: a field's tag and length cut off at byte ${i}`);
    const tag = bytes[i];
    const length = bytes[i + 1];
    const end = i + 2 + length;
    if (end > bytes.length) throw new Error(`ZATCA QR: tag ${tag}'s value runs past the end`);
    if (seen.has(tag)) throw new Error(`ZATCA QR: tag ${tag} given twice`);
    seen.add(tag);
    if (names[tag]) out[names[tag]] = bytes.subarray(i + 2, end).toString('utf8');
    i = end;
  }
  return out;
}
