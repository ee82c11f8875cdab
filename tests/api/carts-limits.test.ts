import { TestClient } from '../support/http';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';

/** Carts are not created without end (a limit per client) and are removed when untouched for weeks. */
let fx: MenuFixture;

beforeAll(async () => {
  fx = await insertMenuFixture();
});

const newCart = (client: TestClient) => client.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }] });

it('limits how many carts one client creates in a minute, without stopping other diners', async () => {
  const flooder = new TestClient();
  const answers = await Promise.all(Array.from({ length: 30 }, () => newCart(flooder.clone())));
  expect(answers.filter((r) => r.status === 201).length).toBeLessThanOrEqual(20);
  const refused = answers.filter((r) => r.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused[0].body).toEqual({ status: 'fail', message: 'Too many attempts, please wait a minute and try again' });
  expect((await newCart(new TestClient())).status).toBe(201);
});

it('expires carts nobody has touched for 30 days (a TTL index on updatedAt)', async () => {
  await newCart(new TestClient());
  const indexes = await (await testDb()).collection('carts').indexes();
  const ttl = indexes.find((i) => i.key.updatedAt === 1 && typeof i.expireAfterSeconds === 'number');
  expect(ttl?.expireAfterSeconds).toBe(30 * 24 * 3600);
});
