/** The orders manager's documents: the Excel export (exceljs, read back) and the invoice PDF (text read with pdftotext). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { insertMenuFixture } from '../support/menu-fixture';
import { TEST_PROVIDER_CONTACT } from '../support/stack';
import { createOrder, newClientAccount, ordersActors, type OrdersActors } from './orders-fixture';

let a: OrdersActors;
let client: string;
let clientName: string;
const orders: { _id: string }[] = [];

async function download(pathname: string): Promise<{ status: number; type: string; disposition: string; body: Buffer }> {
  const res = await fetch(process.env.TEST_BASE_URL + pathname, { headers: { cookie: [...a.staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  a = await ordersActors();
  const account = await newClientAccount({ name: 'Sara Khatib' });
  client = account.username;
  clientName = account.name;
  const menu = await insertMenuFixture();
  for (const total of [49, 100, 20]) orders.push(await createOrder(a.staff, client, total, '2027-05-31'));
  await a.staff.post(`/api/v1/orders/${orders[0]._id}/menu`, { menuId: menu.menuId });
  await a.staff.post(`/api/v1/orders/${orders[0]._id}/debits`, { method: 'cliq', value: 19.6 });
  await a.staff.post(`/api/v1/orders/${orders[0]._id}/debits`, { method: 'cash', value: 10 });
  await a.staff.post(`/api/v1/orders/${orders[1]._id}/debits`, { method: 'cash', value: 100 });
  await a.staff.put(`/api/v1/orders/${orders[1]._id}/`, { status: 'ready' });
});

describe('GET /api/v1/orders?excel=1', () => {
  async function workbook(query: string) {
    const file = await download(`/api/v1/orders?excel=1&username=${client}&${query}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body as unknown as ArrayBuffer);
    return wb.getWorksheet('Orders')!;
  }

  it('has a frozen header row with an auto filter, one typed row per order (newest first) and a totals row', async () => {
    const sheet = await workbook('');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 15)).toEqual([
      'Order ID', 'Client', 'Username', 'Phone', 'Institution', 'Total (JOD)', 'Paid (JOD)', 'Remaining (JOD)', 'Paid',
      'Created', 'Subscription end', 'Status', 'Unready edits', 'Canceled',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:N4');
    expect(sheet.rowCount).toBe(5);

    const oldest = sheet.getRow(4);
    expect(oldest.getCell(1).value).toBe(orders[0]._id);
    expect(oldest.getCell(2).value).toBe(clientName);
    expect(oldest.getCell(5).value).toBe('مطعم السنابل');
    expect(oldest.getCell(6).value).toBe(49);
    expect(oldest.getCell(6).numFmt).toBe('#,##0.00 "JD"');
    expect(oldest.getCell(7).value).toBe(29.6);
    expect(oldest.getCell(8).value).toBe(19.4);
    expect(oldest.getCell(9).value).toBeCloseTo(29.6 / 49, 5);
    expect(oldest.getCell(9).numFmt).toBe('0%');
    expect(oldest.getCell(10).value).toBeInstanceOf(Date);
    expect(oldest.getCell(10).numFmt).toBe('yyyy-mm-dd');
    expect((oldest.getCell(11).value as Date).toISOString().slice(0, 10)).toBe('2027-05-31');
    expect(sheet.getRow(2).getCell(1).value).toBe(orders[2]._id);

    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('Total (3 orders)');
    expect(totals.getCell(6).value).toEqual({ formula: 'SUM(F2:F4)', result: 169 });
    expect(totals.getCell(7).value).toEqual({ formula: 'SUM(G2:G4)', result: 129.6 });
    expect(totals.getCell(8).value).toEqual({ formula: 'SUM(H2:H4)', result: 39.4 });
  });

  it('applies the same filters as the table', async () => {
    const sheet = await workbook('status=ready');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(orders[1]._id);
    expect(sheet.getRow(3).getCell(1).value).toBe('Total (1 order)');
    expect((await workbook('topGt=1')).rowCount).toBe(2);
  });
});

describe('GET /api/v1/orders/{id}/invoice', () => {
  const pdftotext = (pdf: Buffer) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    try {
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } catch (err) {
      throw new Error(`pdftotext (poppler-utils) is needed to read the invoice: ${(err as Error).message}`);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  };

  it('is a PDF with the provider, number, client, the Arabic institution name in logical order, period and money in JOD', async () => {
    const file = await download(`/api/v1/orders/${orders[0]._id}/invoice`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const number = `INV-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${orders[0]._id.slice(-6).toUpperCase()}`;
    expect(file.disposition).toBe(`attachment; filename="${number}.pdf"`);

    const text = pdftotext(file.body).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    expect(text).toContain('QR Menu');
    // The provider's contact as configured (PROVIDER_PHONE, PROVIDER_EMAIL), not a made-up address.
    expect(text).toContain(`+962 7 9111 0000 · ${TEST_PROVIDER_CONTACT.email}`);
    expect(text).not.toContain('qrmenu.example');
    expect(text).toContain('INVOICE');
    expect(text).toContain(number);
    expect(text).toContain(clientName);
    // The client's phone as the header writes the provider's: readable, in groups.
    expect(text).toMatch(/Phone\s+\+962 7 9555 0123/);
    expect(text).toContain('مطعم السنابل');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} – 2027-05-31/);
    expect(text).toMatch(/Total\s+49\.00 JD/);
    expect(text).toMatch(/Paid\s+29\.60 JD/);
    expect(text).toMatch(/Remaining\s+19\.40 JD/);
    expect(text).toContain('19.60 JD');
    expect(text).toContain('10.00 JD');
    expect(text).toContain('Jordanian dinars (JOD)');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await a.staff.get('/api/v1/orders/64b000000000000000000001/invoice');
    expect(res.status).toBe(404);
  });
});
