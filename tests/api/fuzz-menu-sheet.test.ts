import fc from 'fast-check';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { makeStaff, signUpVerifiedUser } from '../support/accounts';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, type MenuFixture } from '../support/menu-fixture';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, asText, menuContent, nastyBody, nastyScalar, unchangedUnless } from '../support/fuzz';
import { csv, fetchBytes, postSheet } from '../support/menu-sheet';

/**
 * Property fuzz of the spreadsheet, print and copy routes: hostile files (random bytes, grids of nasty
 * cells under real headers, broken zips), queries and bodies. No 5xx; a refused import leaves the menu as it was; a
 * refused copy creates no menu.
 */

let menu: MenuFixture;
let admin: TestClient;
let staff: TestClient;
let staffName: string;

beforeAll(async () => {
  ({ menu, admin } = await menuWithAdmin());
  staff = new TestClient();
  staffName = (await signUpVerifiedUser(staff)).username;
  await makeStaff(staffName);
}, 60_000);

const cellText = nastyScalar.map(asText);
const file = fc.oneof(
  fc.array(fc.array(cellText, { minLength: 1, maxLength: 12 }), { maxLength: 8 }).map((rows) => Buffer.from(csv(rows as string[][]))),
  fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)),
  fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from(b)])),
  fc.string({ maxLength: 400 }).map((s) => Buffer.from(`section;title;itemname;price\n${s}`)),
);

/**
 * The owner's column mapping (JSON: a header → a column key), or anything else, beside the file in the form as the
 * panel sends it or in the query as a program may. A query travels in the request's head: past the 16 KB an HTTP
 * server reads of it, the server itself answers 431 and closes before any of the app's code runs (a client still
 * sending the file then sees the connection drop). So the query carries the values that reach the app that way; the
 * form carries any.
 */
const QUERY_ROOM = 8 * 1024;
const columns = fc.option(
  fc
    .tuple(
      fc.oneof(
        cellText,
        fc.dictionary(cellText, fc.oneof(cellText, fc.constantFrom('title', 'price', 'section', '')), { maxKeys: 6 }).map((m) => JSON.stringify(m)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
      fc.boolean(),
    )
    .map(([text, inQuery]) => ({ columns: text, columnsIn: inQuery && encodeURIComponent(text).length <= QUERY_ROOM ? ('query' as const) : ('form' as const) })),
  { nil: undefined },
);

describe('menu sheet fuzz', () => {
  it(`POST …/import as the menu's admin with ${FUZZ_RUNS} hostile files and queries`, async () => {
    const unchanged = unchangedUnless(() => menuContent(menu.menuId));
    await fc.assert(
      fc.asyncProperty(file, fc.boolean(), fc.boolean(), columns, async (bytes, dryRun, replace, mapping) => {
        await unchanged.before();
        const res = await postSheet(admin, menu.menuId, bytes, { dryRun, replace, ...mapping });
        expect(res.status).toBeLessThan(500);
        await unchanged.after(res.status >= 400 || dryRun);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`GET …/export, …/print and POST …/copy with ${FUZZ_RUNS} hostile queries and bodies`, async () => {
    // Other test files create menus at the same time: count only this menu and its copies (a copy keeps its settings).
    const marker = `fuzz-copy-${new Types.ObjectId().toHexString()}`;
    await (await testDb()).collection('menus').updateOne({ _id: new Types.ObjectId(menu.menuId) }, { $set: { headingPhrase: marker } });
    const menus = async () => (await testDb()).collection('menus').countDocuments({ headingPhrase: marker });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), cellText, nastyBody(['admins', 'plan']), async (which, value, body) => {
        const q = encodeURIComponent(value);
        if (which === 0) expect((await fetchBytes(admin, `/api/v1/quickmenu/${menu.menuId}/export?template=${q}`)).status).toBeLessThan(500);
        else if (which === 1) expect((await fetchBytes(admin, `/api/v1/quickmenu/${menu.menuId}/print?size=${q}`)).status).toBeLessThan(500);
        else {
          const count = await menus();
          const res = await staff.post(`/api/v1/quickmenu/${menu.menuId}/copy`, body);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(await menus()).toBe(count);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
