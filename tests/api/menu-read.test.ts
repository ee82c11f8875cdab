/** GET /api/v1/quickmenu/{menuId} (spec §7 Menu) and the public page's HTTP behaviour. */
import { pollUntil } from '../support/poll';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

const client = new TestClient();
let menu: MenuFixture;
let inactive: MenuFixture;

beforeAll(async () => {
  [menu, inactive] = await Promise.all([insertMenuFixture(), insertMenuFixture({ active: false })]);
});

describe('GET /api/v1/quickmenu/{menuId}', () => {
  it('returns the menu in data.data', async () => {
    const res = await client.get(`/api/v1/quickmenu/${menu.menuId}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const m = res.body.data.data;
    expect(m._id).toBe(menu.menuId);
    expect(m.username).toBe(menu.username);
    expect(m.institution.name).toBe('مطعم السنابل');
    expect(m.sections).toHaveLength(2);
    expect(m.sections[0].items.map((i: { _id: string }) => i._id)).toContain(menu.itemIds.pinned);
  });

  it('answers 404 for an unknown menu and 404 (not 500) for odd ids', async () => {
    expect((await client.get(`/api/v1/quickmenu/${new Types.ObjectId().toHexString()}`)).status).toBe(404);
    const odd = await client.get(`/api/v1/quickmenu/${encodeURIComponent('{"$gt":""}')}`);
    expect(odd.status).toBe(404);
    expect(odd.body.status).toBe('fail');
  });
});

describe('GET /m/{id} and /m/{username}', () => {
  it('renders the whole menu on the server: every section, item, price and sale text is in the HTML', async () => {
    const res = await client.get(`/m/${menu.menuId}`);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('<title>مطعم السنابل');
    for (const text of ['العروض', 'الأطباق الرئيسية', 'المشروبات', 'منسف أردني', 'مشاوي مشكلة', 'مياه معدنية', 'عصير ليمون بالنعناع']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('تخفيض بنسبة 20%');
    expect(html).toContain('4.00 JD'); // 5 at 20% off
    expect(html).toContain('5.00 JD'); // the original, struck through
    expect(html).toContain('تخفيض بنسبة 50%');
    expect(html).toContain('1.50 JD');
  });

  it('serves the same menu by short name', async () => {
    const res = await client.get(`/m/${menu.username}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('منسف أردني');
    expect(res.body).toContain(`data-menu-id="${menu.menuId}"`);
  });

  it('answers 404 with an Arabic page for a missing menu', async () => {
    for (const path of [`/m/${new Types.ObjectId().toHexString()}`, '/m/no-such-menu-here']) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toContain('المنيو غير موجود');
    }
  });

  it('shows a clear Arabic page for a deactivated menu, without its items', async () => {
    const res = await client.get(`/m/${inactive.menuId}`);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toContain('هذا المنيو غير مفعّل حالياً');
    expect(res.body).not.toContain('منسف أردني');
  });

  it('serves the rendered page from the cache, and a write made straight to the database (not through updateMenu) reaches it through the change stream', async () => {
    const fresh = await insertMenuFixture();
    const first = await client.get(`/m/${fresh.menuId}`);
    expect(first.body).toContain('منسف أردني');
    // The server compresses and stores the page off the event loop after the first answer: wait until it serves it.
    await pollUntil(() => client.get(`/m/${fresh.menuId}`), (r) => r.headers.get('x-menu-cache') === 'HIT', { what: 'the page stored in the cache', intervalMs: 100 });
    // Written by another process, as a restore or an operator's fix would be: the app hears it from the database's
    // change stream (lib/live), not from updateMenu(), and drops the stored page.
    const Menu = await testMenuModel();
    await Menu.updateOne({ _id: fresh.menuId }, { $set: { 'sections.0.items.0.title': 'منسف بلدي' } });
    const after = await pollUntil(() => client.get(`/m/${fresh.menuId}`), (r) => r.body.includes('منسف بلدي'), { what: 'the edit on the public page', intervalMs: 100 });
    expect(after.body).not.toContain('منسف أردني');
  });
});
