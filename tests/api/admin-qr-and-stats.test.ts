/** QR codes (PNG, SVG), the table-card PDF and the statistics read: menu admins only. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
let stranger: TestClient;
let fx: MenuFixture;
const base = () => process.env.TEST_BASE_URL as string;

async function fetchBytes(client: TestClient, p: string) {
  const res = await fetch(base() + p, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  await signUpVerifiedUser(stranger);
  fx = await insertMenuFixture({ admins: [account.username] });
});

describe('QR codes', () => {
  it('the PNG decodes to the short link, and with link=long to the long link', async () => {
    const short = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr?link=short&format=png`);
    expect(short.status).toBe(200);
    expect(short.type).toBe('image/png');
    expect(short.disposition).toContain('attachment');
    expect(await decode(short.bytes)).toBe(`${base()}/m/${fx.username}`);
    const long = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr?link=long&format=png`);
    expect(await decode(long.bytes)).toBe(`${base()}/m/${fx.menuId}`);
  });

  it('the SVG is an SVG image that renders to the same code', async () => {
    const svg = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr?format=svg`);
    expect(svg.status).toBe(200);
    expect(svg.type).toBe('image/svg+xml');
    expect(svg.bytes.toString()).toMatch(/^<svg /);
    const png = await sharp(svg.bytes, { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer();
    expect(await decode(png)).toBe(`${base()}/m/${fx.username}`);
  });

  it('the table cards are an A6 PDF with the institution name and the short link in its text', async () => {
    const pdf = await fetchBytes(owner, `/api/v1/quickmenu/${fx.menuId}/qr/cards?copies=2`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const file = path.join(os.tmpdir(), `table-cards-${process.pid}.pdf`);
    fs.writeFileSync(file, pdf.bytes);
    try {
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain(`${base()}/m/${fx.username}`);
      expect(text).toContain('مطعم السنابل');
      const info = execFileSync('pdfinfo', [file]).toString();
      expect(info).toMatch(/Pages:\s+2/);
      expect(info).toMatch(/Page size:\s+297\.64 x 419\.53 pts/);
      // The printed code scans: render page 1 and decode it.
      execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, file]);
      expect(await decode(fs.readFileSync(`${file}.png`))).toBe(`${base()}/m/${fx.username}`);
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.png`, { force: true });
    }
  });

  it('refuses visitors and non-admins', async () => {
    expect((await fetchBytes(new TestClient(), `/api/v1/quickmenu/${fx.menuId}/qr`)).status).toBe(401);
    expect((await fetchBytes(stranger, `/api/v1/quickmenu/${fx.menuId}/qr`)).status).toBe(403);
    expect((await fetchBytes(stranger, `/api/v1/quickmenu/${fx.menuId}/qr/cards`)).status).toBe(403);
  });
});

describe('statistics', () => {
  it('gives the totals, 30 days of counters (0 where there were no visits) and the items ranked by interest', async () => {
    const Menu = await testMenuModel();
    await Menu.updateOne({ _id: fx.menuId }, { $set: { 'menuVisitors.newVisitors': 7, 'menuVisitors.totalVisitors': 19 } });
    await Menu.updateOne({ _id: fx.menuId }, { $set: { 'sections.$[].items.$[i].interestRecords': 42 } }, { arrayFilters: [{ 'i._id': fx.itemIds.water }] });
    await new TestClient().post(`/api/v1/quickmenu/${fx.menuId}/visits`);
    const res = await owner.get(`/api/v1/quickmenu/${fx.menuId}/stats`);
    expect(res.status).toBe(200);
    const stats = res.body.data.data;
    expect(stats.menuVisitors).toEqual({ newVisitors: 8, totalVisitors: 20 });
    expect(stats.days).toHaveLength(30);
    const today = stats.days[29];
    expect(today).toMatchObject({ newVisitors: 1, totalVisitors: 1 });
    expect(stats.days[0].totalVisitors).toBe(0);
    expect(stats.items[0]).toMatchObject({ _id: fx.itemIds.water, interestRecords: 42 });
    expect((await stranger.get(`/api/v1/quickmenu/${fx.menuId}/stats`)).status).toBe(403);
  });
});
