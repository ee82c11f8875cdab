/**
 * The diner's English page: `/m/{name}?lang=en` renders the menu in English, left to right (texts without a
 * translation in Arabic), with the page's own words in English; it is a stored page of its own beside the Arabic one,
 * and an edit drops both. A menu that does not offer English sends `?lang=en` to its Arabic page. The cart and the
 * order follow: an order placed in English gets an English chat message and an English status link.
 */
import { rawRequest } from '../support/raw-request';
import { pollUntil } from '../support/poll';
import { TestClient } from '../support/http';
import { adminWorld, edit, type AdminWorld } from '../support/admin-edits';

let w: AdminWorld;
const html = async (path: string) => {
  const res = await rawRequest('GET', path);
  return { status: res.status, headers: res.headers, text: res.bytes.toString('utf8') };
};
const untilHit = (path: string) =>
  pollUntil(() => html(path), (res) => res.headers['x-menu-cache'] === 'HIT', { what: `${path} a cache HIT`, intervalMs: 100 });
const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0] ?? '';

beforeAll(async () => {
  w = await adminWorld();
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { translations: { en: { title: 'Jordanian mansaf', description: 'Lamb in jameed over rice' } } })).status).toBe(200);
  expect((await edit(w.admin, w.fx.menuId, 'esection', { sectionId: w.fx.sectionIds.main }, { title: 'الأطباق الرئيسية', prime: true, translations: { en: { title: 'Main dishes' } } })).status).toBe(200);
  expect((await w.admin.put(`/api/v1/quickmenu/${w.fx.menuId}`, { translations: { en: { name: 'Al Sanabel' } } })).status).toBe(200);
});

it('sends ?lang=en of a menu that does not offer English to its Arabic page', async () => {
  const res = await html(`/m/${w.fx.username}?lang=en`);
  expect(res.status).toBe(307);
  expect(res.headers.location).toMatch(new RegExp(`/m/${w.fx.username}$`));
});

it('renders the English page left to right, with the translations, the Arabic where there is none, and English words', async () => {
  expect((await w.admin.put(`/api/v1/quickmenu/${w.fx.menuId}`, { english: 'enable' })).status).toBe(200);
  const en = await html(`/m/${w.fx.username}?lang=en&table=nothing`);
  expect(en.status).toBe(200);
  expect(htmlTag(en.text)).toMatch(/lang="en"/);
  expect(htmlTag(en.text)).toMatch(/dir="ltr"/);
  expect(/<title>([^<]*)<\/title>/.exec(en.text)?.[1]).toBe('Al Sanabel | Digital menu');
  expect(en.text).toContain('Jordanian mansaf');
  expect(en.text).toContain('Lamb in jameed over rice');
  expect(en.text).toContain('Main dishes');
  expect(en.text).toContain('<title>Al Sanabel | Digital menu</title>');
  expect(en.text).toContain('مقلوبة دجاج'); // no English title: the Arabic one
  expect(en.text).toContain('Search the menu');
  expect(en.text).not.toContain('ابحث في المنيو');
  expect(en.text).toMatch(/data-testid="language-switch"[^>]*>العربية</);
  // Both pages name each other; each is its own canonical.
  expect(en.text).toContain(`hrefLang="ar" href="${process.env.TEST_BASE_URL}/m/${w.fx.username}"`);
  expect(en.text).toContain(`<link rel="canonical" href="${process.env.TEST_BASE_URL}/m/${w.fx.username}?lang=en"/>`);
  expect(en.text).toContain('<meta property="og:locale" content="en_US"/>');

  const ar = await html(`/m/${w.fx.username}`);
  expect(htmlTag(ar.text)).toMatch(/lang="ar"/);
  expect(htmlTag(ar.text)).toMatch(/dir="rtl"/);
  expect(ar.text).toContain('منسف أردني');
  expect(ar.text).toContain('ابحث في المنيو');
  expect(ar.text).toMatch(/data-testid="language-switch"[^>]*>English</);
  expect(ar.text).toContain(`hrefLang="en" href="${process.env.TEST_BASE_URL}/m/${w.fx.username}?lang=en"`);
});

it('keeps one stored page per language and drops both at an edit', async () => {
  const enPath = `/m/${w.fx.username}?lang=en`;
  const arPath = `/m/${w.fx.username}`;
  const en = await untilHit(enPath);
  const ar = await untilHit(arPath);
  expect(en.text).toContain('Jordanian mansaf');
  expect(ar.text).toContain('منسف أردني');
  // Another query on the English page is the same stored page.
  expect((await html(`${enPath}&utm_source=qr`)).headers['x-menu-cache']).toBe('HIT');

  // An edit of the English side drops the Arabic page too, and the other way round.
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { translations: { en: { title: 'Mansaf of the house' } } })).status).toBe(200);
  const enAfter = await html(enPath);
  expect(enAfter.headers['x-menu-cache']).toBe('MISS');
  expect(enAfter.text).toContain('Mansaf of the house');
  expect((await html(arPath)).headers['x-menu-cache']).toBe('MISS');

  await untilHit(enPath);
  await untilHit(arPath);
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { title: 'منسف البيت' })).status).toBe(200);
  expect((await html(arPath)).text).toContain('منسف البيت');
  const en2 = await html(enPath);
  expect(en2.headers['x-menu-cache']).toBe('MISS');
  expect(en2.text).toContain('Mansaf of the house');
});

it('places an order in English: English titles in the cart and the chat message, an English status link', async () => {
  const diner = new TestClient();
  const cart = await diner.post('/api/v1/cart', { menu: w.fx.menuId, items: [{ item: w.fx.itemIds.mansaf, quantity: 2 }] });
  expect(cart.status).toBe(201);
  const line = cart.body.data.data.items[0];
  expect(line.item.title).toBe('منسف البيت');
  expect(line.translations).toEqual({ en: { title: 'Mansaf of the house' } });
  expect(cart.body.data.data.menu.translations).toEqual({ en: { name: 'Al Sanabel' } });

  const refused = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id, lang: 'fr' });
  expect(refused.status).toBe(400);
  const placed = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id, lang: 'en' });
  expect(placed.status).toBe(201);
  const { order, statusUrl, whatsappUrl } = placed.body.data.data;
  expect(order.lang).toBe('en');
  expect(order.lines[0]).toMatchObject({ title: 'منسف البيت', translations: { en: { title: 'Mansaf of the house' } } });
  expect(statusUrl).toBe(`${process.env.TEST_BASE_URL}/o/${order._id}?lang=en`);
  const text = new URL(whatsappUrl).searchParams.get('text')!.split('\n');
  expect(text[0]).toBe('Hello, I would like to order:');
  expect(text).toContain(`1. Mansaf of the house × 2 pc = 9.00 JD`);
  expect(text.at(-1)).toBe(`Follow the order: ${statusUrl}`);

  const page = await html(`/o/${order._id}?lang=en`);
  expect(htmlTag(page.text)).toMatch(/lang="en"/);
  expect(page.text).toContain('Order number 1');
  // Titled in English too (the site's title template is Arabic: it read 'Your order | منيو رقمي').
  expect(/<title>([^<]*)<\/title>/.exec(page.text)?.[1]).toBe('Your order | Digital menu');
  expect(page.text).toContain('Mansaf of the house');
  expect(page.text).toContain('Al Sanabel');
});

it('an order placed in Arabic, its status page read in English: the lines in English like the rest of the page', async () => {
  const diner = new TestClient();
  const cart = await diner.post('/api/v1/cart', { menu: w.fx.menuId, items: [{ item: w.fx.itemIds.mansaf, quantity: 1 }] });
  const placed = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
  expect(placed.status).toBe(201);
  const { order, statusUrl } = placed.body.data.data;
  expect(order.lang).toBe('ar');
  expect(statusUrl).toBe(`${process.env.TEST_BASE_URL}/o/${order._id}`);
  expect((await html(`/o/${order._id}`)).text).toContain('منسف البيت');
  const en = await html(`/o/${order._id}?lang=en`);
  // Before, only an order placed in English kept the lines' English titles: this page showed 'منسف البيت'.
  expect(en.text).toContain('Mansaf of the house');
});

it('offers no switch and no English page once the owner turns English off', async () => {
  expect((await w.admin.put(`/api/v1/quickmenu/${w.fx.menuId}`, { english: 'disable' })).status).toBe(200);
  const ar = await html(`/m/${w.fx.username}`);
  expect(ar.text).not.toContain('data-testid="language-switch"');
  expect(ar.text).not.toContain('hrefLang="en"');
  expect((await html(`/m/${w.fx.username}?lang=en`)).status).toBe(307);
});

it("the cart's page is titled in its own language, not under the site's Arabic name", async () => {
  const title = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1];
  expect(title((await html('/cart/abc?lang=en')).text)).toBe('Shopping cart | Digital menu');
  expect(title((await html('/cart/abc')).text)).toBe('سلة المشتريات | منيو رقمي');
});
