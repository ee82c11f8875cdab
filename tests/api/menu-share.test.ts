import sharp from 'sharp';
import { TestClient } from '../support/http';
import { insertMenuFixture, storeFixtureImages } from '../support/menu-fixture';

/**
 * Link previews (WhatsApp, Facebook read the page's <head>): the menu page names the restaurant, describes it and
 * points to a 1200×630 picture by an absolute address on the public address (NEXTAUTH_URL), which answers.
 */

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

it('has Open Graph tags with an absolute picture address on the public address, and the picture is 1200×630', async () => {
  const menu = await insertMenuFixture({ images: await storeFixtureImages(2) });
  const client = new TestClient();
  // A link-preview bot and a browser get the same head (the page is cached once for both).
  for (const ua of ['WhatsApp/2.23.20.0', 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile']) {
    const page = await client.get(`/m/${menu.username}`, { 'user-agent': ua });
    const head = String(page.body).split('</head>')[0];
    expect(meta(head, 'og:title')).toBe('منيو مطعم السنابل');
    expect(meta(head, 'og:description')).toContain('مأكولات أردنية');
    expect(meta(head, 'og:url')).toBe(`${process.env.TEST_BASE_URL}/m/${menu.username}`);
    const image = meta(head, 'og:image');
    expect(image?.startsWith(`${process.env.TEST_BASE_URL}/m/${menu.menuId}/share-image`)).toBe(true);

    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1200, 630]);
  }
});

it('answers 404 for the share picture of a missing menu', async () => {
  expect((await new TestClient().get('/m/0123456789abcdef01234567/share-image')).status).toBe(404);
});
