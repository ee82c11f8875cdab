/**
 * A table's link at work: the cart made from it carries the table (checked against the menu, refused
 * otherwise with nothing stored), the cart read names it, the public page lists the tables, and each table has its
 * QR code and its printed card, both scanning to the table's link.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
const diner = new TestClient();
let fx: MenuFixture;
let foreign: MenuFixture;
let tables: { _id: string; name: string }[];
let foreignTable: string;
const base = () => process.env.TEST_BASE_URL as string;

async function fetchBytes(client: TestClient, p: string) {
  const res = await fetch(base() + p, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const cartsOf = async (menuId: string) => (await testDb()).collection('carts').countDocuments({ menu: new Types.ObjectId(menuId) });

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  [fx, foreign] = await Promise.all([insertMenuFixture({ admins: [account.username] }), insertMenuFixture({ admins: [account.username] })]);
  tables = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { from: 1, to: 3 })).body.data.data.tables;
  foreignTable = (await owner.post(`/api/v1/quickmenu/${foreign.menuId}/tables`, { name: '1' })).body.data.data.tables[0]._id;
});

describe('the cart of a table', () => {
  const line = () => ({ item: fx.itemIds.mansaf, quantity: 2 });

  it('a cart made from a table carries it, and the cart read names it', async () => {
    const res = await diner.post('/api/v1/cart', { menu: fx.menuId, table: tables[1]._id, items: [line()] });
    expect(res.status).toBe(201);
    expect(res.body.data.data.table).toEqual({ _id: tables[1]._id, name: '2' });
    const read = await diner.get(`/api/v1/cart/${res.body.data.data._id}`);
    expect(read.body.data.data.table).toEqual({ _id: tables[1]._id, name: '2' });
    // a cart without a table reads as none
    const plain = await diner.post('/api/v1/cart', { menu: fx.menuId, items: [line()] });
    expect(plain.body.data.data.table).toBeNull();
  });

  it('refuses a table of another menu, an unknown table or a malformed id, storing nothing', async () => {
    const before = await cartsOf(fx.menuId);
    for (const table of [foreignTable, new Types.ObjectId().toHexString()]) {
      const res = await diner.post('/api/v1/cart', { menu: fx.menuId, table, items: [line()] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This table does not exist');
    }
    const ar = await diner.post('/api/v1/cart', { menu: fx.menuId, table: foreignTable, items: [line()] }, { 'accept-language': 'ar' });
    expect(ar.body.message).toBe('هذه الطاولة غير موجودة');
    const bad = await diner.post('/api/v1/cart', { menu: fx.menuId, table: { $ne: null }, items: [line()] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid table id');
    expect(await cartsOf(fx.menuId)).toBe(before);
  });

  it('adding a line after scanning a table moves the cart to it; a wrong table changes nothing', async () => {
    const cart = (await diner.post('/api/v1/cart', { menu: fx.menuId, items: [line()] })).body.data.data;
    const moved = await diner.put(`/api/v1/cart/${cart._id}`, { item: fx.itemIds.pinned, quantity: 1, table: tables[2]._id });
    expect(moved.status).toBe(200);
    expect(moved.body.data.data.table).toEqual({ _id: tables[2]._id, name: '3' });
    expect(moved.body.data.data.items).toHaveLength(2);
    const refused = await diner.put(`/api/v1/cart/${cart._id}`, { item: fx.itemIds.pinned, quantity: 1, table: foreignTable });
    expect(refused.status).toBe(400);
    const after = (await diner.get(`/api/v1/cart/${cart._id}`)).body.data.data;
    expect(after.table).toEqual({ _id: tables[2]._id, name: '3' });
    expect(after.items.find((l: { item: { _id: string } }) => l.item._id === fx.itemIds.pinned).quantity).toBe(1);
  });

  it('a table deleted since reads as none; the public menu read lists the tables by id and name', async () => {
    const cart = (await diner.post('/api/v1/cart', { menu: fx.menuId, table: tables[0]._id, items: [line()] })).body.data.data;
    expect((await owner.delete(`/api/v1/quickmenu/${fx.menuId}/tables/${tables[0]._id}`)).status).toBe(200);
    expect((await diner.get(`/api/v1/cart/${cart._id}`)).body.data.data.table).toBeNull();
    const page = await diner.get(`/api/v1/quickmenu/${fx.menuId}`);
    expect(page.body.data.data.tables).toEqual([tables[1], tables[2]].map((t) => ({ _id: t._id, name: t.name })));
    expect(JSON.stringify(page.body.data.data.tables)).not.toContain('branchId');
  });
});

describe('QR codes and cards of the tables', () => {
  it("a table's QR code (PNG and SVG) scans to the short link with ?table=", async () => {
    const link = `${base()}/m/${fx.username}?table=${tables[1]._id}`;
    const png = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr?table=${tables[1]._id}&format=png`);
    expect(png.status).toBe(200);
    expect(await decode(png.bytes)).toBe(link);
    const svg = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr?table=${tables[1]._id}&format=svg`);
    expect(await decode(await sharp(svg.bytes, { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer())).toBe(link);
    expect((await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr?table=${foreignTable}`)).status).toBe(404);
    expect((await fetchBytes(new TestClient(), `/api/v1/quickmenu/${fx.menuId}/qr?table=${tables[1]._id}`)).status).toBe(401);
  });

  it('tables=all prints one card per table, each with its name (and branch) and a QR code of its own link, branch by branch', async () => {
    // Table 2 moves to the Irbid branch: its card comes after the main branch's, and says where it goes.
    expect((await owner.put(`/api/v1/quickmenu/${fx.menuId}/tables/${tables[1]._id}`, { name: '2', branchId: fx.branchIds.far })).status).toBe(200);
    const pdf = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr/cards?tables=all`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const file = path.join(os.tmpdir(), `table-cards-tables-${process.pid}.pdf`);
    fs.writeFileSync(file, pdf.bytes);
    try {
      const stored = (await owner.get(`/api/v1/quickmenu/${fx.menuId}`)).body.data.data.tables as (typeof tables[number] & { branchId: string | null })[];
      const left = [...stored.filter((t) => !t.branchId), ...stored.filter((t) => t.branchId === fx.branchIds.near), ...stored.filter((t) => t.branchId === fx.branchIds.far)];
      expect(left.length).toBe(stored.length);
      expect(left.at(-1)?.name).toBe('2');
      expect(execFileSync('pdfinfo', [file]).toString()).toMatch(new RegExp(`Pages:\\s+${left.length}\\b`));
      for (const [i, table] of left.entries()) {
        // as read on the card: without the bidi marks pdftotext puts around the mixed Arabic and digits
        const text = execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-']).toString().replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
        expect(text).toContain(`طاولة ${table.name}`);
        // its branch under it: the Irbid branch's address, or the main branch's words
        if (table.branchId === fx.branchIds.far) expect(text).toContain('إربد');
        else expect(text).not.toContain('إربد');
        // the link as printed: the menu's short link a person can type, never the table's 24-character id
        const raw = execFileSync('pdftotext', ['-raw', '-f', String(i + 1), '-l', String(i + 1), file, '-']).toString();
        expect(raw).toContain(`${base()}/m/${fx.username}`);
        expect(raw).not.toContain(table._id);
        expect(raw).not.toMatch(/[0-9a-f]{24}/);
        execFileSync('pdftoppm', ['-r', '150', '-png', '-f', String(i + 1), '-l', String(i + 1), '-singlefile', file, file]);
        expect(await decode(fs.readFileSync(`${file}.png`))).toBe(`${base()}/m/${fx.username}?table=${table._id}`);
      }
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.png`, { force: true });
    }
  });
});
