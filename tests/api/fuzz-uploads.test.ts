import fc from 'fast-check';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { type MenuFixture } from '../support/menu-fixture';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, menuContent, nastySegment, nastyValue, unchangedUnless } from '../support/fuzz';

/**
 * Property fuzz of the uploads family (POST /upload as the menu's admin, GET/HEAD /public/uploads/{file}): non-image
 * files, hostile form fields and names; no 5xx, and a refused upload changes no image of the menu.
 */

let menu: MenuFixture;
let admin: TestClient;

beforeAll(async () => {
  ({ menu, admin } = await menuWithAdmin());
});

/** File bodies that are not images (or pretend to be): text, SVG with script, truncated PNG/JPEG headers, noise. */
const notAnImage = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  fc.constantFrom(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
    Buffer.from('GIF89a'),
    Buffer.from('%PDF-1.4\n'),
  ),
).map((b) => new Uint8Array(b));

const field = fc.oneof(fc.constantFrom('menuMainImage', 'institution.logo', 'image', 'menu', 'item', 'gallery'), fc.string({ maxLength: 20 }));

describe('uploads fuzz', () => {
  it(`POST /upload with ${FUZZ_RUNS} non-image files and hostile fields`, async () => {
    const unchanged = unchangedUnless(() => menuContent(menu.menuId));
    await fc.assert(
      fc.asyncProperty(field, field, fc.oneof(nastyValue, fc.constant({ menuId: 'MENU', itemId: 'ITEM' })), notAnImage, fc.string({ maxLength: 30 }), async (path, model, data, bytes, filename) => {
        await unchanged.before();
        const form = new FormData();
        form.set('path', path);
        form.set('model', model);
        form.set('data', JSON.stringify(data).replace('MENU', menu.menuId).replace('ITEM', menu.itemIds.water));
        form.set('file', new Blob([bytes], { type: 'image/png' }), filename || 'x.png');
        const res = await admin.post('/api/v1/upload', form);
        expect(res.status).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
        await unchanged.after(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`GET and HEAD /public/uploads/{file} with ${FUZZ_RUNS} hostile names`, async () => {
    const anyone = new TestClient();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), nastySegment, async (method, name) => {
        const res = await anyone.request(method, `/public/uploads/${name}`);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
