/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
import { TestClient } from '../support/http';
import { signUpVerifiedUser, withTestDb } from '../support/accounts';
import { insertMenuFixture, readInterestRecords, type MenuFixture } from '../support/menu-fixture';
import { edit, findItem, findSection, newItem, storedMenu } from '../support/admin-edits';

/**
 * Edits are single atomic updates (GUIDE §4): concurrent admins, concurrent creates and diners' interest counters
 * never lose each other's writes.
 */
let fx: MenuFixture;
let ownerA: TestClient;
let ownerB: TestClient;

beforeAll(async () => {
  ownerA = new TestClient();
  ownerB = new TestClient();
  const a = await signUpVerifiedUser(ownerA);
  const b = await signUpVerifiedUser(ownerB);
  fx = await insertMenuFixture({ admins: [a.username, b.username] });
});

it('two admins editing different items at the same time both keep every change', async () => {
  const rounds = 15;
  const aEdits = Array.from({ length: rounds }, (_, n) =>
    edit(ownerA, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.mansaf }, { price: 10 + n }),
  );
  const bEdits = Array.from({ length: rounds }, (_, n) =>
    edit(ownerB, fx.menuId, 'eitem', { sectionId: fx.sectionIds.drinks, itemId: fx.itemIds.water }, { description: `ماء ${n}` }),
  );
  const bSale = edit(ownerB, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.pinned }, { sale: { onSale: true, offPrice: 0.1 } });
  const results = await Promise.all([...aEdits, ...bEdits, bSale]);
  expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
  const menu = await storedMenu(fx.menuId);
  expect(findItem(menu, fx.itemIds.mansaf).price).toBeGreaterThanOrEqual(10);
  expect(findItem(menu, fx.itemIds.water).description).toMatch(/^ماء \d+$/);
  expect(findItem(menu, fx.itemIds.pinned).sale).toEqual({ onSale: true, offPrice: 0.1 });
  // The last write of each admin is the one stored: A's price and B's description are both there.
  const prices = new Set(Array.from({ length: rounds }, (_, n) => 10 + n));
  expect(prices.has(findItem(menu, fx.itemIds.mansaf).price)).toBe(true);
});

it('50 concurrent pitem calls on one section leave exactly 50 new items', async () => {
  const before = findSection(await storedMenu(fx.menuId), fx.sectionIds.drinks).items.length;
  const names = Array.from({ length: 50 }, (_, n) => `bulk-${n}`);
  const results = await Promise.all(names.map((name, n) => edit(n % 2 ? ownerA : ownerB, fx.menuId, 'pitem', { sectionId: fx.sectionIds.drinks }, newItem(name))));
  expect(results.filter((r) => r.status === 200)).toHaveLength(50);
  const items = findSection(await storedMenu(fx.menuId), fx.sectionIds.drinks).items;
  expect(items.length).toBe(before + 50);
  expect(new Set(items.map((i: any) => i.itemname))).toEqual(new Set([...names, 'lemonade', 'water']));
});

it('the same new itemname sent 10 times at once is taken exactly once', async () => {
  const results = await Promise.all(Array.from({ length: 10 }, () => edit(ownerA, fx.menuId, 'pitem', { sectionId: fx.sectionIds.main }, newItem('race'))));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  const menu = await storedMenu(fx.menuId);
  expect(menu.sections.flatMap((s: any) => s.items).filter((i: any) => i.itemname === 'race')).toHaveLength(1);
});

it('interests recorded by diners while the owner edits the item are all kept', async () => {
  const itemId = fx.itemIds.sale20;
  const start = await readInterestRecords(fx.menuId, itemId);
  const diner = new TestClient();
  const interests = Array.from({ length: 30 }, () => diner.post(`/api/v1/quickmenu/items/${itemId}/interests`));
  const edits = Array.from({ length: 10 }, (_, n) =>
    edit(ownerA, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId }, n % 2 ? { price: 5 + n } : { sale: { onSale: true, offPrice: 0.3 } }),
  );
  const results = await Promise.all([...interests, ...edits]);
  expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
  expect(await readInterestRecords(fx.menuId, itemId)).toBe(start + 30);
  // The edit never wrote the image either.
  const image = await withTestDb(async (db) => {
    const menu: any = await db.collection('menus').findOne({ 'sections.items._id': findItem(await storedMenu(fx.menuId), itemId)._id });
    return findItem(menu, itemId).image;
  });
  expect(image).toMatch(/\.webp$/);
});
