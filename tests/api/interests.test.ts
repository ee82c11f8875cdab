/** POST /api/v1/quickmenu/items/{itemId}/interests (spec §7): public, atomic, one $inc per call. */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { insertMenuFixture, readInterestRecords, type MenuFixture } from '../support/menu-fixture';

const client = new TestClient();
let menu: MenuFixture;
let inactive: MenuFixture;

beforeAll(async () => {
  [menu, inactive] = await Promise.all([insertMenuFixture(), insertMenuFixture({ active: false })]);
});

describe('POST /api/v1/quickmenu/items/{itemId}/interests', () => {
  it('records one interest on that item only', async () => {
    const res = await client.post(`/api/v1/quickmenu/items/${menu.itemIds.mansaf}/interests`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(await readInterestRecords(menu.menuId, menu.itemIds.mansaf)).toBe(1);
    expect(await readInterestRecords(menu.menuId, menu.itemIds.water)).toBe(0);
  });

  it('counts 200 concurrent records exactly (+200, read back from the database)', async () => {
    const before = await readInterestRecords(menu.menuId, menu.itemIds.water);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => new TestClient().post(`/api/v1/quickmenu/items/${menu.itemIds.water}/interests`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await readInterestRecords(menu.menuId, menu.itemIds.water)).toBe(before + 200);
    // A different item in another section is untouched.
    expect(await readInterestRecords(menu.menuId, menu.itemIds.pinned)).toBe(0);
  });

  it('answers 404 for an unknown item', async () => {
    const res = await client.post(`/api/v1/quickmenu/items/${new Types.ObjectId().toHexString()}/interests`);
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('fail');
  });

  it('answers 404 for an item of a deactivated menu and stores nothing', async () => {
    const res = await client.post(`/api/v1/quickmenu/items/${inactive.itemIds.mansaf}/interests`);
    expect(res.status).toBe(404);
    expect(await readInterestRecords(inactive.menuId, inactive.itemIds.mansaf)).toBe(0);
  });

  it.each([
    encodeURIComponent('{"$gt":""}'),
    encodeURIComponent('[$gt]'),
    'not-an-id',
    '12345',
    `${'a'.repeat(23)}g`,
  ])('refuses the id %s with 400/404, never 500', async (id) => {
    const res = await client.post(`/api/v1/quickmenu/items/${id}/interests`);
    expect([400, 404]).toContain(res.status);
    expect(res.body.status).toBe('fail');
  });
});
