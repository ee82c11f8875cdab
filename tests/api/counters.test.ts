import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, readVisitorTotals, testDb, type MenuFixture } from '../support/menu-fixture';

/**
 * A diner's tap never rewrites the menu document. Interests and visits are counted in their own small
 * documents; the admin's read and the statistics still show them; one interest per item per browser per day, a limit
 * per client, and beacons without the visitor cookie count as new visitors only a few times a minute per client.
 */
let fx: MenuFixture;
let owner: TestClient;

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  fx = await insertMenuFixture({ admins: [account.username] });
});

const storedMenu = async () => JSON.stringify(await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) }));
const interest = (client: TestClient, itemId: string) => client.post(`/api/v1/quickmenu/items/${itemId}/interests`);

async function adminInterest(itemId: string): Promise<number> {
  const res = await owner.get(`/api/v1/quickmenu/${fx.menuId}`);
  const items = res.body.data.data.sections.flatMap((s: { items: { _id: string; interestRecords: number }[] }) => s.items);
  return items.find((i: { _id: string }) => i._id === itemId).interestRecords;
}

it('counts an interest without writing the menu document, and the admin and statistics see it', async () => {
  const before = await storedMenu();
  const startCount = await adminInterest(fx.itemIds.mansaf);
  const res = await interest(new TestClient(), fx.itemIds.mansaf);
  expect(res.status).toBe(200);
  expect(await storedMenu()).toBe(before);
  expect(await adminInterest(fx.itemIds.mansaf)).toBe(startCount + 1);
  const stats = await owner.get(`/api/v1/quickmenu/${fx.menuId}/stats`);
  expect(stats.body.data.data.items.find((i: { _id: string }) => i._id === fx.itemIds.mansaf).interestRecords).toBe(startCount + 1);
});

it('counts one interest per item per browser per day', async () => {
  const diner = new TestClient();
  const start = await adminInterest(fx.itemIds.water);
  for (let i = 0; i < 5; i++) expect((await interest(diner, fx.itemIds.water)).status).toBe(200);
  expect(await adminInterest(fx.itemIds.water)).toBe(start + 1);
  // Another item from the same browser still counts.
  const pinned = await adminInterest(fx.itemIds.pinned);
  await interest(diner, fx.itemIds.pinned);
  expect(await adminInterest(fx.itemIds.pinned)).toBe(pinned + 1);
});

it('limits one client to 60 interests a minute', async () => {
  const flooder = new TestClient();
  const answers = await Promise.all(Array.from({ length: 80 }, () => flooder.clone().post(`/api/v1/quickmenu/items/${fx.itemIds.sale20}/interests`)));
  expect(answers.filter((r) => r.status === 429).length).toBeGreaterThan(0);
  // Another diner is not affected.
  expect((await interest(new TestClient(), fx.itemIds.sale20)).status).toBe(200);
});

it('counts visits without writing the menu document', async () => {
  const before = await storedMenu();
  const totals = await readVisitorTotals(fx.menuId);
  const res = await new TestClient().post(`/api/v1/quickmenu/${fx.menuId}/visits`);
  expect(res.status).toBe(200);
  expect(await storedMenu()).toBe(before);
  expect(await readVisitorTotals(fx.menuId)).toEqual({ newVisitors: totals.newVisitors + 1, totalVisitors: totals.totalVisitors + 1 });
  const stats = await owner.get(`/api/v1/quickmenu/${fx.menuId}/stats`);
  expect(stats.body.data.data.menuVisitors).toEqual({ newVisitors: totals.newVisitors + 1, totalVisitors: totals.totalVisitors + 1 });
});

it('counts beacons without the visitor cookie as new visitors at most 10 a minute per client', async () => {
  const totals = await readVisitorTotals(fx.menuId);
  const script = new TestClient(); // keeps no cookies between these calls: each clone starts without one
  const answers = [];
  for (let i = 0; i < 15; i++) answers.push(await script.clone().post(`/api/v1/quickmenu/${fx.menuId}/visits`));
  expect(answers.every((r) => r.status === 200)).toBe(true);
  const after = await readVisitorTotals(fx.menuId);
  expect(after.newVisitors - totals.newVisitors).toBeLessThanOrEqual(10);
  expect(after.newVisitors - totals.newVisitors).toBeGreaterThan(0);
});
