import { rawRequest } from '../support/raw-request';
import { pollUntil } from '../support/poll';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../support/menu-fixture';

/**
 * Every variant of the public menu's address either comes from the rendered-page store or counts against the client's
 * render budget (server/page-cache.ts, 60 a minute): a client navigation's payload (`?_rsc=`, the `RSC` and
 * `Next-Router-*` headers), a prefetch, a draft-mode cookie are each a render by Next, so an anonymous client asking
 * for them in a loop is refused (429) past the budget like one asking for missing pages; the stored page still
 * answers it.
 */
let fx: MenuFixture;

beforeAll(async () => {
  fx = await insertMenuFixture();
});

afterAll(closeTestDb);

const variants: { query: string; headers: Record<string, string> }[] = [
  { query: '?_rsc=', headers: {} },
  { query: '', headers: { rsc: '1' } },
  { query: '?_rsc=', headers: { rsc: '1', 'next-router-prefetch': '1' } },
  { query: '', headers: { 'next-router-state-tree': '%5B%22%22%5D' } },
  { query: '', headers: { cookie: '__prerender_bypass=x' } },
  { query: '?lang=en&_rsc=', headers: { 'next-url': '/m/x' } },
];

it('a client asking for the public page in forms the store does not answer is held to the render budget; the stored page still answers it', async () => {
  const client = { 'x-forwarded-for': `fd00:feed::${Math.floor(Math.random() * 0xffff).toString(16)}` };
  const path = `/m/${fx.username}`;
  await pollUntil(() => rawRequest('GET', path), (res) => res.headers['x-menu-cache'] === 'HIT', { what: 'the page stored', intervalMs: 100 });

  // All asked at once: each is counted as it arrives, before it is rendered, so how fast this machine renders (70 one
  // after another may take longer than the budget's minute) does not change what is counted.
  const statuses = await Promise.all(
    Array.from({ length: 70 }, (_, i) => {
      const { query, headers } = variants[i % variants.length];
      return rawRequest('GET', `${path}${query}${query.endsWith('=') ? i : ''}`, { ...client, ...headers }).then((res) => res.status);
    }),
  );
  const refused = statuses.filter((s) => s === 429).length;
  expect({ answered: statuses.length - refused <= 60, refused: refused >= 10 }).toEqual({ answered: true, refused: true });
  // The others were answered as Next answers them (a navigation's payload, a redirect to the right `_rsc`).
  expect(statuses.filter((s) => s !== 429 && s !== 200 && s !== 307)).toEqual([]);

  const stored = await rawRequest('GET', path, client);
  expect([stored.status, stored.headers['x-menu-cache']]).toEqual([200, 'HIT']);
}, 180_000);
