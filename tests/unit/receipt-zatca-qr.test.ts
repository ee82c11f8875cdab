import { decodeZatcaQr, ZatcaQrError, zatcaQrText, zatcaValueFits, type ZatcaInvoice } from '@/lib/receipts/zatca-qr';
import { receiptAmount } from '@/lib/receipts/receipt-money';
import { minorDigits as currencyDecimals, minorToText as decimalAmount } from '@/lib/money';

/**
 * The ZATCA phase-1 QR code of a simplified tax invoice — five TLV fields (tag byte, length byte = the
 * value's UTF-8 bytes, the bytes), base64 — and the amounts written from minor units with the currency's decimals.
 */
const invoice: ZatcaInvoice = {
  sellerName: 'مطعم الرياض',
  vatNumber: '300000000000003',
  issuedAt: new Date('2026-12-07T20:55:00.123Z'),
  total: 12650,
  vat: 1650,
  currency: 'SAR',
};

/** The code's bytes cut into [tag, value] by hand, independently of the decoder under test. */
function fieldsByHand(base64: string): [number, number, Buffer][] {
  const bytes = Buffer.from(base64, 'base64');
  const out: [number, number, Buffer][] = [];
  for (let i = 0; i < bytes.length; i += 2 + bytes[i + 1]) out.push([bytes[i], bytes[i + 1], bytes.subarray(i + 2, i + 2 + bytes[i + 1])]);
  return out;
}

describe('the ZATCA QR text', () => {
  it('is tags 1–5 in order, each length the UTF-8 byte count of its value (an Arabic name: bytes, not letters)', () => {
    const fields = fieldsByHand(zatcaQrText(invoice));
    expect(fields.map(([tag]) => tag)).toEqual([1, 2, 3, 4, 5]);
    const [name, vat, time, total, tax] = fields;
    // 'مطعم الرياض' is 11 characters: 10 Arabic letters of 2 bytes and a space.
    expect(name[1]).toBe(21);
    expect(name[2].toString('utf8')).toBe('مطعم الرياض');
    expect(vat[2].toString('latin1')).toBe('300000000000003');
    // ISO 8601 in UTC, whole seconds.
    expect(time[2].toString('latin1')).toBe('2026-12-07T20:55:00Z');
    expect(total[2].toString('latin1')).toBe('126.50');
    expect(tax[2].toString('latin1')).toBe('16.50');
    for (const [, length, value] of fields) expect(value.length).toBe(length);
  });

  it('reads back with the decoder field by field', () => {
    expect(decodeZatcaQr(zatcaQrText(invoice))).toEqual({
      sellerName: 'مطعم الرياض',
      vatNumber: '300000000000003',
      timestamp: '2026-12-07T20:55:00Z',
      total: '126.50',
      vat: '16.50',
    });
  });

  it('writes the amounts with the currency’s own decimals', () => {
    expect(decodeZatcaQr(zatcaQrText({ ...invoice, currency: 'KWD', total: 1, vat: 0 }))).toMatchObject({ total: '0.001', vat: '0.000' });
    expect(decodeZatcaQr(zatcaQrText({ ...invoice, currency: 'JOD', total: 123456, vat: 17024 }))).toMatchObject({ total: '123.456', vat: '17.024' });
  });

  it('takes a value of 255 UTF-8 bytes and refuses one of 256 (the length is one byte), naming the field', () => {
    const name255 = `${'م'.repeat(127)}x`;
    expect(Buffer.byteLength(name255)).toBe(255);
    expect(zatcaValueFits(name255)).toBe(true);
    expect(decodeZatcaQr(zatcaQrText({ ...invoice, sellerName: name255 })).sellerName).toBe(name255);
    const name256 = 'م'.repeat(128);
    expect(zatcaValueFits(name256)).toBe(false);
    let thrown: unknown;
    try {
      zatcaQrText({ ...invoice, sellerName: name256 });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ZatcaQrError);
    expect((thrown as ZatcaQrError).field).toBe('sellerName');
    expect((thrown as Error).message).toContain('256 bytes');
  });

  it('refuses an empty VAT number', () => {
    expect(() => zatcaQrText({ ...invoice, vatNumber: '' })).toThrow(ZatcaQrError);
  });

  it('refuses a code past 700 characters (ZATCA’s limit) even when each field fits', () => {
    expect(() => zatcaQrText({ ...invoice, sellerName: 'م'.repeat(127), vatNumber: '3'.repeat(255), currency: 'SAR' })).toThrow(/700/);
  });

  it('the decoder refuses a field that runs past the end, and a tag given twice', () => {
    expect(() => decodeZatcaQr(Buffer.from([1, 5, 0x61, 0x62]).toString('base64'))).toThrow(/past the end/);
    expect(() => decodeZatcaQr(Buffer.from([1, 1, 0x61, 1, 1, 0x62]).toString('base64'))).toThrow(/twice/);
  });
});

describe('receipt amounts from minor units', () => {
  it('takes each currency’s decimals from ISO 4217 through Intl', () => {
    expect(['JOD', 'KWD', 'BHD', 'OMR'].map(currencyDecimals)).toEqual([3, 3, 3, 3]);
    expect(['SAR', 'AED', 'QAR', 'EGP', 'USD'].map(currencyDecimals)).toEqual([2, 2, 2, 2, 2]);
  });

  it('places the digits exactly, without floating point, up to the largest safe integer', () => {
    expect(decimalAmount(0, 'SAR')).toBe('0.00');
    expect(decimalAmount(5, 'JOD')).toBe('0.005');
    expect(decimalAmount(Number.MAX_SAFE_INTEGER, 'SAR')).toBe('90071992547409.91');
  });

  it('writes the currency in the receipt’s language: Arabic after the number, English before it', () => {
    expect(receiptAmount(123450, 'SAR', 'ar')).toBe('1,234.50 ر.س.');
    expect(receiptAmount(2500, 'JOD', 'ar')).toBe('2.500 د.أ.');
    expect(receiptAmount(123450, 'SAR', 'en')).toBe('SAR 1,234.50');
    expect(receiptAmount(500, 'USD', 'en')).toBe('$5.00');
  });
});
