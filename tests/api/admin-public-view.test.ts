import { adminWorld, edit, newItem, type AdminWorld } from '../support/admin-edits';

/** Every successful edit shows on the public menu (both links) on the next request, even when the page was cached. */
let w: AdminWorld;

beforeAll(async () => {
  w = await adminWorld();
});

const page = async (path: string) => (await fetch(`${process.env.TEST_BASE_URL}${path}`)).text();

it('a new item, a sale and a sold-out mark show on /m/{id} and /m/{username} right after the edit', async () => {
  const links = [`/m/${w.fx.menuId}`, `/m/${w.fx.username}`];
  for (const link of links) {
    await page(link);
    expect(await page(link)).not.toContain('كنافة نابلسية');
  }
  const created = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: w.fx.sectionIds.main }, newItem('kunafa', { title: 'كنافة نابلسية', price: 4 }));
  expect(created.status).toBe(200);
  for (const link of links) expect(await page(link)).toContain('كنافة نابلسية');

  const itemId = created.body.data.data.sections[0].items.at(-1)._id as string;
  await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: w.fx.sectionIds.main, itemId }, { sale: { onSale: true, offPrice: 0.25 } });
  for (const link of links) {
    const html = await page(link);
    expect(html).toContain('تخفيض بنسبة 25%');
    expect(html).toContain('3.00');
  }

  await edit(w.admin, w.fx.menuId, 'sitem', { sectionId: w.fx.sectionIds.main, itemId }, { soldOut: true });
  for (const link of links) expect(await page(link)).toContain('نفد');
});

it('the cart refuses a sold-out item and accepts it again once back', async () => {
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  await edit(w.admin, w.fx.menuId, 'sitem', ids, { soldOut: true });
  const diner = w.anonymous;
  const refused = await diner.post('/api/v1/cart', { menu: w.fx.menuId, items: [{ item: w.fx.itemIds.mansaf, quantity: 1 }] }, { 'accept-language': 'ar' });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('هذا الصنف نفد حالياً');
  await edit(w.admin, w.fx.menuId, 'sitem', ids, { soldOut: false });
  const accepted = await diner.post('/api/v1/cart', { menu: w.fx.menuId, items: [{ item: w.fx.itemIds.mansaf, quantity: 1 }] });
  expect(accepted.status).toBe(201);
});
