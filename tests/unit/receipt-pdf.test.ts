/**
 * The receipt as a diner downloads it and staff print it, drawn by the heavy-work pool's real worker
 * ('receiptPdf', server/heavy-worker.ts run from source) and read back as a person would: the words and amounts with
 * pdftotext, the paper's size with pdfinfo, and the ZATCA QR code of a Saudi receipt rasterised with pdftoppm, found
 * with jsQR and read field by field. Arabic and English, A4 and the 80 mm roll, Saudi (QR) and Jordanian (none).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { receiptPdfInWorker } from '@/lib/receipts/receipt-pdf-in-worker';
import type { ReceiptData } from '@/lib/receipts/receipt-data';
import { decodeZatcaQr } from '@/lib/receipts/zatca-qr';
import { ApiError } from '@/lib/api/errors';
import { RECEIPT_TEXT } from '@/lib/i18n/receipt-ar';
import { RECEIPT_TEXT_EN } from '@/lib/i18n/receipt-en';
import type { HeavyPool } from '@/lib/heavy-work/heavy-pool';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-pdf-'));
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  // The app's short-lane pool (lib/heavy-work/run-heavy.ts), ended so jest's process can exit.
  await (globalThis as Record<symbol, HeavyPool | undefined>)[Symbol.for('qrmenu.heavyWorkShortPool')]?.close();
});

/**
 * What a reader sees: pdftotext's words, without the direction marks it adds around right-to-left runs and without
 * Arabic's short vowel marks, which it writes apart from their letter ('نقداً' comes out as 'ً' and 'نقدا').
 */
const plain = (s: string) => s.replace(/[\u200e\u200f\u202a-\u202e\u064b-\u0652]/g, '');
const textOf = (file: string) => plain(execFileSync('pdftotext', [file, '-']).toString());
const infoOf = (file: string) => {
  const info = execFileSync('pdfinfo', [file]).toString();
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), width: Number(w), height: Number(h) };
};
/** The first QR code on a page rasterised at `dpi` (a phone's camera reads about this much), or null. */
async function qrOn(file: string, dpi: number, page = 1): Promise<string | null> {
  const png = path.join(dir, `${path.basename(file, '.pdf')}-${dpi}`);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, png]);
  const { data, info } = await sharp(`${png}.png`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
async function render(name: string, data: ReceiptData): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, await receiptPdfInWorker(data));
  return file;
}

/** A Riyadh restaurant's table paying by card: 22:30 UTC on 7 December is 01:30 on the 8th in Riyadh. */
const saudi: ReceiptData = {
  lang: 'ar',
  paper: 'roll80',
  currency: 'SAR',
  seller: { name: 'مطعم الرياض للمشويات', taxNumber: '300000000000003', country: 'SA' },
  number: 'INV-1042',
  issuedAt: '2026-12-07T22:30:00Z',
  timeZone: 'Asia/Riyadh',
  table: 'طاولة 4',
  lines: [
    { title: 'شاورما دجاج', quantity: 2, total: 3000 },
    { title: 'كبسة لحم مع سلطة وعصير ليمون بالنعناع', quantity: 1, total: 6500 },
    { title: 'Pepsi', quantity: 3, total: 1500 },
  ],
  subtotal: 11000,
  tax: 1650,
  taxRate: 15,
  service: 0,
  total: 12650,
  tip: 1000,
  paidBy: 'card',
};
/** An Amman restaurant: three decimals, sales tax 16%, a service charge, paid in cash, no tip. */
const jordan: ReceiptData = {
  lang: 'ar',
  paper: 'a4',
  currency: 'JOD',
  seller: { name: 'مطعم السنابل', taxNumber: '12345678', country: 'JO' },
  number: 'R-77',
  issuedAt: '2026-06-01T09:05:00Z',
  timeZone: 'Asia/Amman',
  table: 'التراس 2',
  lines: [
    { title: 'منسف', quantity: 1, total: 9500 },
    { title: 'ليمون بالنعناع', quantity: 2, total: 3000 },
  ],
  subtotal: 12500,
  tax: 2000,
  taxRate: 16,
  service: 1250,
  serviceRate: 10,
  total: 15750,
  tip: 0,
  paidBy: 'cash',
};

describe('a Saudi receipt: a simplified tax invoice with the ZATCA QR code', () => {
  it('Arabic on the 80 mm roll: shaped words, the amounts, the time in Riyadh; the QR code reads back every field', async () => {
    const file = await render('sa-ar-roll', saudi);
    const text = textOf(file);
    for (const words of ['مطعم الرياض للمشويات', RECEIPT_TEXT.simplifiedTaxInvoice, 'شاورما دجاج', 'كبسة لحم', 'Pepsi', 'طاولة 4', RECEIPT_TEXT.subtotal, 'ضريبة القيمة المضافة', RECEIPT_TEXT.tip, RECEIPT_TEXT.paid, RECEIPT_TEXT.methods.card, 'ر.س.']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('300000000000003');
    expect(text).toContain('INV-1042');
    // The day and hour where the restaurant is, not the server's UTC.
    expect(text).toMatch(/08\/12\/2026/);
    expect(text).toMatch(/01:30/);
    expect(text).not.toMatch(/22:30/);
    for (const amount of ['30.00', '65.00', '15.00', '110.00', '16.50', '126.50', '10.00', '136.50']) expect(text).toContain(amount);
    // No service charge asked, none printed; an Arabic receipt has no English currency code.
    expect(text).not.toContain(RECEIPT_TEXT.service);
    expect(text).not.toContain('SAR');
    // 80 mm wide (226.77 pt), one page as long as the receipt.
    const info = infoOf(file);
    expect(info.pages).toBe(1);
    expect(info.width).toBeCloseTo(226.77, 1);
    expect(info.height).toBeGreaterThan(400);
    // A thermal printer's 203 dpi, and a phone reading a coarser image.
    for (const dpi of [203, 100]) {
      const qr = await qrOn(file, dpi);
      expect(qr).not.toBeNull();
      expect(decodeZatcaQr(qr!)).toEqual({
        sellerName: 'مطعم الرياض للمشويات',
        vatNumber: '300000000000003',
        timestamp: '2026-12-07T22:30:00Z',
        total: '126.50',
        vat: '16.50',
      });
    }
  });

  it('English on A4: English words, the currency code, the same QR code', async () => {
    const file = await render('sa-en-a4', { ...saudi, lang: 'en', paper: 'a4', seller: { ...saudi.seller, name: 'Riyadh Grill' } });
    const text = textOf(file);
    for (const words of ['Riyadh Grill', RECEIPT_TEXT_EN.simplifiedTaxInvoice, 'Tax number: 300000000000003', 'VAT (15%)', 'Subtotal', 'SAR 110.00', 'SAR 16.50', 'Total incl. tax', 'SAR 126.50', 'Tip', 'SAR 10.00', 'Paid', 'SAR 136.50', 'Card', 'Date: 08/12/2026 01:30']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(RECEIPT_TEXT.simplifiedTaxInvoice);
    expect(infoOf(file)).toMatchObject({ pages: 1, width: 595.28, height: 841.89 });
    expect(decodeZatcaQr((await qrOn(file, 150))!)).toEqual({
      sellerName: 'Riyadh Grill',
      vatNumber: '300000000000003',
      timestamp: '2026-12-07T22:30:00Z',
      total: '126.50',
      vat: '16.50',
    });
  });
});

describe('a Jordanian receipt: no QR code', () => {
  it('Arabic on A4: three decimals, sales tax and service with their rates, cash; no tax-invoice title, no QR', async () => {
    const file = await render('jo-ar-a4', jordan);
    const text = textOf(file);
    for (const words of ['مطعم السنابل', RECEIPT_TEXT.receipt, 'منسف', 'ليمون بالنعناع', 'التراس 2', RECEIPT_TEXT.service, plain(RECEIPT_TEXT.methods.cash), 'د.أ.', '12345678']) {
      expect(text).toContain(words);
    }
    // The rates beside their names ('(16%)' read right to left: pdftotext gives its brackets in drawing order).
    expect(text).toMatch(/ضريبة المبيعات [()]*(%16|16%)/);
    expect(text).toMatch(/رسوم الخدمة [()]*(%10|10%)/);
    for (const amount of ['9.500', '3.000', '12.500', '2.000', '1.250', '15.750']) expect(text).toContain(amount);
    // Amman is UTC+3: 09:05 UTC is 12:05 there.
    expect(text).toMatch(/01\/06\/2026/);
    expect(text).toMatch(/12:05/);
    expect(text).not.toContain(RECEIPT_TEXT.simplifiedTaxInvoice);
    expect(text).not.toContain(RECEIPT_TEXT.tip);
    expect(infoOf(file)).toMatchObject({ pages: 1, width: 595.28 });
    expect(await qrOn(file, 150)).toBeNull();
  });

  it('English on the 80 mm roll: English words, JOD, no QR code', async () => {
    const file = await render('jo-en-roll', { ...jordan, lang: 'en', paper: 'roll80', seller: { ...jordan.seller, name: 'Sanabel' }, tip: 500 });
    const text = textOf(file);
    for (const words of ['Sanabel', 'Receipt', 'Sales tax (16%)', 'Service charge (10%)', 'JOD 12.500', 'JOD 15.750', 'Tip', 'JOD 0.500', 'JOD 16.250', 'Cash', 'Date: 01/06/2026 12:05']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Simplified tax invoice');
    expect(infoOf(file).width).toBeCloseTo(226.77, 1);
    expect(await qrOn(file, 203)).toBeNull();
  });
});

describe('long tabs and refusals', () => {
  it('a tab of 90 lines runs onto more A4 pages, and one longer roll; the roll’s QR code still reads', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({ title: `صنف رقم ${i + 1}`, quantity: 1, total: 100 }));
    const long = { ...saudi, lines, subtotal: 9000, tax: 1350, total: 10350, tip: 0 };
    const a4File = await render('long-a4', { ...long, paper: 'a4' });
    const a4 = infoOf(a4File);
    expect(a4.pages).toBeGreaterThan(1);
    // Each page of lines is headed by the columns' names.
    for (let page = 1; page <= a4.pages; page++) {
      const words = plain(execFileSync('pdftotext', ['-f', String(page), '-l', String(page), a4File, '-']).toString());
      if (/صنف رقم/.test(words)) expect(words).toContain(RECEIPT_TEXT.quantity);
    }
    const rollFile = await render('long-roll', long);
    const roll = infoOf(rollFile);
    expect(roll.pages).toBe(1);
    const short = infoOf(await render('short-roll', saudi));
    expect(roll.height).toBeGreaterThan(short.height + 80 * 10);
    const text = textOf(rollFile);
    expect(text).toContain('صنف رقم 1');
    expect(text).toContain('صنف رقم 90');
    expect(decodeZatcaQr((await qrOn(rollFile, 203))!)).toMatchObject({ total: '103.50', vat: '13.50' });
  });

  it('a Saudi name too long for the QR code (256 UTF-8 bytes) is a 422 that says what to change, in both languages', async () => {
    const err = await receiptPdfInWorker({ ...saudi, seller: { ...saudi.seller, name: 'م'.repeat(128) } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).messageIn('ar')).toContain('اسم المطعم');
    expect((err as ApiError).messageIn('en')).toContain('255 bytes');
    // Without a QR code (Jordan), the same name prints.
    const file = await render('jo-long-name', { ...jordan, seller: { ...jordan.seller, name: 'م'.repeat(128) } });
    expect(textOf(file)).toContain('م'.repeat(20));
  });

  it('amounts that do not add up are refused as the caller’s bug, not drawn', async () => {
    await expect(receiptPdfInWorker({ ...saudi, total: saudi.total + 1 })).rejects.toThrow(/is not the total/);
    await expect(receiptPdfInWorker({ ...saudi, tip: 2.5 })).rejects.toThrow(/tip is not an amount in minor units/);
    await expect(receiptPdfInWorker({ ...saudi, paper: 'a5' as 'a4' })).rejects.toThrow(/paper a5 is not a4 or roll80/);
    await expect(receiptPdfInWorker({ ...saudi, timeZone: 'Mars/Olympus' })).rejects.toThrow(/time zone/i);
  });
});
