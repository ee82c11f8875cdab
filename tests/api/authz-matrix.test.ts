import sharp from 'sharp';
import { TestClient } from '../support/http';
import { openSse } from '../support/sse';
import { makeStaff, signUpUser, signUpVerifiedUser, type TestAccount } from '../support/accounts';
import { insertMenuFixture, testDb, testMenuModel, type MenuFixture } from '../support/menu-fixture';
import { routeMethods } from '../support/route-files';
import { Types } from 'mongoose';

/**
 * The authorization matrix over HTTP: every route file × method × caller, the expected outcome from ONE table below.
 * A route file (or an exported method) without a row fails the last test. Adding a route = adding one line.
 *
 * Callers: anonymous · unverified (signed in, e-mail not verified) · verified (no menu) · admin of another menu ·
 * the menu's admin · provider staff. Outcomes: an HTTP status, or 'full' / 'public' (200 with / without the menu's
 * private fields such as its admins).
 */

type Outcome = number | 'full' | 'public';
type Who = 'anonymous' | 'unverified' | 'verified' | 'otherAdmin' | 'admin' | 'staff';
const CALLERS: Who[] = ['anonymous', 'unverified', 'verified', 'otherAdmin', 'admin', 'staff'];
/** What a row sends: path (and optional JSON or form body), built per call from the fixtures. */
/** `stream`: a Server-Sent Events route, judged by its status (its body never ends). */
type Req = { path: string; json?: unknown; form?: FormData; stream?: true };
type Row = [route: string, build: (f: Fixtures) => Req | Promise<Req>, expected: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]];

interface Fixtures {
  menu: MenuFixture;
  other: MenuFixture;
  staffName: string;
  cart(): Promise<string>;
  png(): Promise<Blob>;
  fresh(): string;
  /** A menu of its own for a row that changes the menu (activation, admins), so the others' fixtures stay as they are. */
  spareMenu(initialized?: boolean): Promise<string>;
  /** A new branch on the admin's menu. */
  branch(): Promise<string>;
  /** A new table on the admin's menu. */
  table(): Promise<string>;
  /** A kitchen station on the admin's menu: one kept for the rows, or a new one (a menu has at most 20). */
  station(fresh?: boolean): Promise<string>;
  /** The ticket of a new diner's order on the admin's menu. */
  ticket(): Promise<string>;
  /** A new receipt printer of the admin's menu. */
  printer(): Promise<string>;
  /** A new order (made by staff), with one required edit when asked. */
  order(withEdit?: boolean): Promise<string>;
  /** A diner's order on the admin's menu. */
  dinerOrder(): Promise<string>;
  /** A cart on the admin's menu, not yet sent. */
  cart(): Promise<string>;
  /** An open call from a new table of the admin's menu. */
  call(): Promise<string>;
  /** A new API key of the admin's menu. */
  apiKey(): Promise<string>;
  /** A webhook of the admin's menu, and one logged delivery of it. */
  webhook(): Promise<{ webhookId: string; deliveryId: string }>;
}

// prettier-ignore
const MATRIX: Row[] = [
  //  route file × method                           request                                                                                          anon  unver  verif  other  admin  staff
  ['api/health GET',                                 () => ({ path: '/api/health' }),                                                                 [200,  200,   200,   200,   200,   200]],
  ['api/auth/[...nextauth] GET',                     () => ({ path: '/api/auth/csrf' }),                                                              [200,  200,   200,   200,   200,   200]],
  ['api/auth/[...nextauth] POST',                    () => ({ path: '/api/auth/callback/credentials', json: {} }),                                    [302,  302,   302,   302,   302,   302]],
  ['api/v1/cart POST',                               (f) => ({ path: '/api/v1/cart', json: { menu: f.menu.menuId, items: [{ item: f.menu.itemIds.water, quantity: 1 }] } }), [201, 201, 201, 201, 201, 201]],
  ['api/v1/cart/[id] GET',                           async (f) => ({ path: `/api/v1/cart/${await f.cart()}` }),                                       [200,  200,   200,   200,   200,   200]],
  ['api/v1/cart/[id] PUT',                           async (f) => ({ path: `/api/v1/cart/${await f.cart()}`, json: { item: f.menu.itemIds.water, quantity: 1 } }), [200, 200, 200, 200, 200, 200]],
  ['api/v1/cart/[id] DELETE',                        async (f) => ({ path: `/api/v1/cart/${await f.cart()}?index=0` }),                               [200,  200,   200,   200,   200,   200]],
  ['api/v1/distances POST',                          () => ({ path: '/api/v1/distances', json: { locations: [[35.9, 31.9], [35.91, 31.95]] } }),      [200,  200,   200,   200,   200,   200]],
  ['api/v1/quickmenu/[menuId] GET',                  (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}` }),                                         ['public', 'public', 'public', 'public', 'full', 'full']],
  ['api/v1/quickmenu/[menuId] PUT',                  (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}?op=psection`, json: { title: `قسم ${f.fresh()}`, prime: false } }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/visits POST',          (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/visits` }),                                  [200,  200,   200,   200,   200,   200]],
  ['api/v1/quickmenu/items/[itemId]/interests POST', (f) => ({ path: `/api/v1/quickmenu/items/${f.menu.itemIds.water}/interests` }),                  [200,  200,   200,   200,   200,   200]],
  ['api/v1/upload POST',                             async (f) => ({ path: '/api/v1/upload', form: uploadForm(f.menu.menuId, await f.png()) }),       [401,  403,   403,   403,   200,   403]],
  ['api/v1/users/[username] GET',                    (f) => ({ path: `/api/v1/users/${f.staffName}` }),                                               [401,  403,   403,   403,   403,   200]],
  ['api/v1/users/login POST',                        () => ({ path: '/api/v1/users/login', json: { username: 'nobody-here', password: 'wrong-password-1' } }), [401, 401, 401, 401, 401, 401]],
  ['api/v1/users/me GET',                            () => ({ path: '/api/v1/users/me' }),                                                            [401,  200,   200,   200,   200,   200]],
  ['api/v1/users/resend/email POST',                 () => ({ path: '/api/v1/users/resend/email' }),                                                  [401,  429,   400,   400,   400,   400]],
  ['api/v1/users/signup POST',                       (f) => ({ path: '/api/v1/users/signup', json: signupBody(f.fresh()) }),                          [201,  201,   201,   201,   201,   201]],
  ['api/v1/users/verify/email POST',                 () => ({ path: '/api/v1/users/verify/email?otp=000000' }),                                       [401,  400,   400,   400,   400,   400]],
  ['api/v1/users/me/password POST',                  () => ({ path: '/api/v1/users/me/password', json: { currentPassword: 'wrong-password-0', password: 'new-password-1', passwordConfirm: 'new-password-1' } }), [401, 400, 400, 400, 400, 400]],
  ['api/v1/users/password-reset/code POST',          (f) => ({ path: '/api/v1/users/password-reset/code', json: { email: `${f.fresh()}@nobody.example` } }), [200, 200, 200, 200, 200, 200]],
  ['api/v1/users/password-reset POST',               (f) => ({ path: '/api/v1/users/password-reset', json: { email: `${f.fresh()}@nobody.example`, code: '000000', password: 'new-password-1', passwordConfirm: 'new-password-1' } }), [400, 400, 400, 400, 400, 400]],
  ['public/uploads/[file] GET',                      () => ({ path: '/public/uploads/0123456789abcdef0123456789abcdef.webp' }),                        [404,  404,   404,   404,   404,   404]],
  ['public/uploads/[file] HEAD',                     () => ({ path: '/public/uploads/0123456789abcdef0123456789abcdef.webp' }),                        [404,  404,   404,   404,   404,   404]],
  ['api/v1/quickmenu POST',                          (f) => ({ path: '/api/v1/quickmenu', json: { admins: [f.staffName], plan: 0 } }),                 [401,  403,   403,   403,   403,   200]],
  ['api/v1/quickmenu/[menuId] POST',                 async (f) => ({ path: `/api/v1/quickmenu/${await f.spareMenu()}/` }),                            [401,  403,   403,   403,   403,   200]],
  ['api/v1/quickmenu/[menuId] DELETE',               async (f) => ({ path: `/api/v1/quickmenu/${await f.spareMenu()}/` }),                            [401,  403,   403,   403,   403,   200]],
  ['api/v1/quickmenu GET',                           (f) => ({ path: `/api/v1/quickmenu?q=${f.staffName}&page=1` }),                                  [401,  403,   403,   403,   403,   200]],
  ['api/v1/quickmenu/[menuId]/plan PUT',            async (f) => ({ path: `/api/v1/quickmenu/${await f.spareMenu()}/plan`, json: { plan: 2 } }),      [401,  403,   403,   403,   403,   200]],
  ['api/v1/quickmenu/[menuId]/admins POST',          async (f) => ({ path: `/api/v1/quickmenu/${await f.spareMenu()}/admins`, json: { admin: f.staffName } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/quickmenu/[menuId]/init POST',            async (f) => ({ path: `/api/v1/quickmenu/${await f.spareMenu(false)}/init`, json: initBody() }), [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/branches POST',        (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/branches`, json: BRANCH }),                  [401,  403,   403,   403,   201,   403]],
  ['api/v1/quickmenu/[menuId]/branches/[branchId] PUT', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/branches/${await f.branch()}`, json: BRANCH }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/branches/[branchId] DELETE', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/branches/${await f.branch()}` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/tables POST',          (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/tables`, json: { name: `T${f.fresh()}` } }), [401, 403, 403, 403, 201, 403]],
  ['api/v1/quickmenu/[menuId]/tables/[tableId] PUT', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/tables/${await f.table()}`, json: { name: `T${f.fresh()}` } }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/tables/[tableId] DELETE', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/tables/${await f.table()}` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/stations GET',        (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stations` }),                                [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/stations POST',       (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stations`, json: { name: `S${f.fresh()}` } }), [401, 403, 403, 403, 201, 403]],
  ['api/v1/quickmenu/[menuId]/stations/[stationId] PUT', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stations/${await f.station()}`, json: { name: `S${f.fresh()}` } }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/stations/[stationId] DELETE', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stations/${await f.station(true)}` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/stations/[stationId]/tickets GET', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stations/${await f.station()}/tickets` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/stations/[stationId]/undo POST', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stations/${await f.station()}/undo` }), [401, 403, 403, 403, 409, 403]],
  ['api/v1/quickmenu/[menuId]/stats/prep-times GET', (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stats/prep-times` }),                        [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/printers GET',        (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/printers` }),                                [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/printers POST',       (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/printers`, json: { station: 'kitchen', width: 80, kind: 'cloudprnt' } }), [401, 403, 403, 403, 201, 403]],
  ['api/v1/quickmenu/[menuId]/printers/[printerId] DELETE', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/printers/${await f.printer()}` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/printers/[printerId]/test POST', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/printers/${await f.printer()}/test` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/printers/[printerId]/reprint POST', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/printers/${await f.printer()}/reprint`, json: { order: await f.dinerOrder() } }), [401, 403, 403, 403, 200, 403]],
  // A printer's own addresses: its secret is the key (a wrong one is refused whoever asks).
  ['api/v1/cloudprnt/[key] POST',                   () => ({ path: `/api/v1/cloudprnt/${'0'.repeat(32)}`, json: {} }),                                [403,  403,   403,   403,   403,   403]],
  ['api/v1/cloudprnt/[key] GET',                    () => ({ path: `/api/v1/cloudprnt/${'0'.repeat(32)}?type=image%2Fpng` }),                          [403,  403,   403,   403,   403,   403]],
  ['api/v1/cloudprnt/[key] DELETE',                 () => ({ path: `/api/v1/cloudprnt/${'0'.repeat(32)}?code=200%20OK` }),                             [403,  403,   403,   403,   403,   403]],
  ['api/v1/print-bridge GET',                       () => ({ path: '/api/v1/print-bridge' }),                                                        [403,  403,   403,   403,   403,   403]],
  ['api/v1/print-bridge/jobs/[jobId] PUT',          () => ({ path: '/api/v1/print-bridge/jobs/x', json: { state: 'printed' } }),                      [403,  403,   403,   403,   403,   403]],
  ['api/v1/tickets/[ticketId] PUT',                 async (f) => ({ path: `/api/v1/tickets/${await f.ticket()}`, json: { bumped: true } }),          [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/tables/[tableId]/link POST', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/tables/${await f.table()}/link` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/diner-orders GET',    (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/diner-orders` }),                         [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/diner-orders/stream GET', (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/diner-orders/stream`, stream: true }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/diner-orders POST',                       async (f) => ({ path: '/api/v1/diner-orders', json: { cart: await f.cart() } }),                 [201,  201,   201,   201,   201,   201]],
  ['api/v1/diner-orders/[orderId] GET',              async (f) => ({ path: `/api/v1/diner-orders/${await f.dinerOrder()}` }),                         [200,  200,   200,   200,   200,   200]],
  ['api/v1/diner-orders/[orderId] PUT',              async (f) => ({ path: `/api/v1/diner-orders/${await f.dinerOrder()}`, json: { status: 'accepted' } }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/diner-orders/[orderId]/cancel POST',      async (f) => ({ path: `/api/v1/diner-orders/${await f.dinerOrder()}/cancel` }),                  [200,  200,   200,   200,   200,   200]],
  ['api/v1/diner-orders/[orderId]/stream GET',       async (f) => ({ path: `/api/v1/diner-orders/${await f.dinerOrder()}/stream`, stream: true }),    [200,  200,   200,   200,   200,   200]],
  ['api/v1/diner-orders/calls POST',                async (f) => ({ path: '/api/v1/diner-orders/calls', json: { menu: f.menu.menuId, table: await f.table(), kind: 'bill' } }), [201, 201, 201, 201, 201, 201]],
  ['api/v1/diner-orders/calls/[callId] DELETE',      async (f) => ({ path: `/api/v1/diner-orders/calls/${await f.call()}` }),                        [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/qr GET',               (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/qr?link=long&format=svg` }),                 [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/qr/cards GET',         (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/qr/cards` }),                                [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/export GET',           (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/export` }),                                  [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/import POST',          (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/import?dryRun=1`, form: sheetForm() }),        [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/print GET',            (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/print?size=a5` }),                           [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/copy POST',            (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/copy`, json: { admins: [f.staffName], plan: 0 } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/quickmenu/[menuId]/stats GET',            (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/stats` }),                                   [401,  403,   403,   403,   200,   403]],
  ['api/v1/orders GET',                              () => ({ path: '/api/v1/orders?page=1' }),                                                       [401,  403,   403,   403,   403,   200]],
  ['api/v1/orders POST',                             (f) => ({ path: '/api/v1/orders', json: orderBody(f.staffName) }),                               [401,  403,   403,   403,   403,   200]],
  ['api/v1/orders/[id] PUT',                         async (f) => ({ path: `/api/v1/orders/${await f.order()}/`, json: { status: 'ready' } }),        [401,  403,   403,   403,   403,   200]],
  ['api/v1/orders/[id]/subscribtion PUT',            async (f) => ({ path: `/api/v1/orders/${await f.order()}/subscribtion`, json: { endDate: '2031-01-01T00:00:00.000Z' } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/orders/[id]/menu POST',                   async (f) => ({ path: `/api/v1/orders/${await f.order()}/menu`, json: { menuId: f.menu.menuId } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/orders/[id]/debits POST',                 async (f) => ({ path: `/api/v1/orders/${await f.order()}/debits`, json: { method: 'cash', value: 10 } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/orders/[id]/requiredEdits POST',          async (f) => ({ path: `/api/v1/orders/${await f.order()}/requiredEdits`, json: { phone: '+962791234567' } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/orders/[id]/requiredEdits/[index] PUT',   async (f) => ({ path: `/api/v1/orders/${await f.order(true)}/requiredEdits/0`, json: { status: 'ready' } }), [401, 403, 403, 403, 403, 200]],
  ['api/v1/orders/[id]/invoice GET',                 async (f) => ({ path: `/api/v1/orders/${await f.order()}/invoice` }),                            [401,  403,   403,   403,   403,   200]],
  ['m/[id]/manifest.webmanifest GET',                (f) => ({ path: `/m/${f.menu.menuId}/manifest.webmanifest` }),                                   [200,  200,   200,   200,   200,   200]],
  ['m/[id]/share-image GET',                         (f) => ({ path: `/m/${f.menu.menuId}/share-image` }),                                            [200,  200,   200,   200,   200,   200]],
  ['api/v1/openapi.json GET',                        () => ({ path: '/api/v1/openapi.json' }),                                                         [200,  200,   200,   200,   200,   200]],
  ['api/v1/quickmenu/[menuId]/api-keys GET',         (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/api-keys` }),                                [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/api-keys POST',        (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/api-keys`, json: { name: `k${f.fresh()}`, scopes: ['menu:read'] } }), [401, 403, 403, 403, 201, 403]],
  ['api/v1/quickmenu/[menuId]/api-keys/[keyId] DELETE', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/api-keys/${await f.apiKey()}` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/webhooks GET',         (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/webhooks` }),                                [401,  403,   403,   403,   200,   403]],
  ['api/v1/quickmenu/[menuId]/webhooks POST',        (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/webhooks`, json: { url: WEBHOOK_URL, events: ['tab.paid'] } }), [401, 403, 403, 403, 201, 403]],
  ['api/v1/quickmenu/[menuId]/webhooks/[webhookId] DELETE', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/webhooks/${(await f.webhook()).webhookId}` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/webhooks/[webhookId]/deliveries GET', async (f) => ({ path: `/api/v1/quickmenu/${f.menu.menuId}/webhooks/${(await f.webhook()).webhookId}/deliveries` }), [401, 403, 403, 403, 200, 403]],
  ['api/v1/quickmenu/[menuId]/webhooks/[webhookId]/deliveries/[deliveryId]/replay POST', async (f) => {
    const { webhookId, deliveryId } = await f.webhook();
    return { path: `/api/v1/quickmenu/${f.menu.menuId}/webhooks/${webhookId}/deliveries/${deliveryId}/replay` };
  },                                                                                                                                                   [401,  403,   403,   403,   202,   403]],
  ['api/[...path] GET',                              () => ({ path: '/api/v1/no-such/endpoint' }),                                                    [404,  404,   404,   404,   404,   404]],
  ['api/[...path] POST',                             () => ({ path: '/api/v1/no-such/endpoint', json: {} }),                                          [404,  404,   404,   404,   404,   404]],
  ['api/[...path] PUT',                              () => ({ path: '/api/v1/no-such/endpoint', json: {} }),                                          [404,  404,   404,   404,   404,   404]],
  ['api/[...path] PATCH',                            () => ({ path: '/api/v1/no-such/endpoint', json: {} }),                                          [404,  404,   404,   404,   404,   404]],
  ['api/[...path] DELETE',                           () => ({ path: '/api/v1/no-such/endpoint' }),                                                    [404,  404,   404,   404,   404,   404]],
  // Ends the caller's sessions: run last (rows run in table order).
  ['api/v1/users/logout POST',                       () => ({ path: '/api/v1/users/logout' }),                                                        [200,  200,   200,   200,   200,   200]],
];

function uploadForm(menuId: string, file: Blob): FormData {
  const form = new FormData();
  form.set('path', 'menuMainImage');
  form.set('model', 'menu');
  form.set('data', JSON.stringify({ menuId }));
  form.set('file', file, 'photo.png');
  return form;
}

function sheetForm(): FormData {
  const form = new FormData();
  form.set('file', new Blob(['section,title,itemname,price\r\nقسم,صنف,matrix-item,1\r\n']), 'menu.csv');
  return form;
}

/** Nothing listens there (the discard port): its deliveries fail and are logged, which is all these rows need. */
const WEBHOOK_URL = 'http://127.0.0.1:9/matrix';

const BRANCH = { address: 'شارع الجامعة', phone: '+962791234567', googleMaps: 'https://maps.example.test/b', lat: 31.95, long: 35.91 };

function initBody() {
  return { institution: { name: 'مطعم المصفوفة', description: 'وصف قصير', location: { address: 'عمّان' }, contact: { phone: '+962791234567' } } };
}

function orderBody(username: string) {
  return { user: username, totalAmount: 49, subEnd: '2030-01-01T00:00:00.000Z' };
}

function signupBody(tag: string) {
  return { name: 'Matrix', username: `mx${tag}`, email: `mx${tag}@example.test`, phone: '+962791234567', password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', agreeToTerms: true };
}

const callers = {} as Record<Who, TestClient>;
let fx: Fixtures;

beforeAll(async () => {
  for (const who of CALLERS) callers[who] = new TestClient();
  const accounts: Partial<Record<Who, TestAccount>> = {};
  await signUpUser(callers.unverified);
  for (const who of ['verified', 'otherAdmin', 'admin', 'staff'] as const) accounts[who] = await signUpVerifiedUser(callers[who]);
  await makeStaff(accounts.staff!.username);
  const [menu, other] = await Promise.all([
    insertMenuFixture({ admins: [accounts.admin!.username] }),
    insertMenuFixture({ admins: [accounts.otherAdmin!.username] }),
  ]);
  let n = 0;
  let keptStation = '';
  fx = {
    menu,
    other,
    staffName: accounts.staff!.username,
    fresh: () => `${Date.now().toString(36)}${(n++).toString(36)}`,
    async cart() {
      const res = await new TestClient().post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] });
      return res.body.data.data._id;
    },
    async spareMenu(initialized = true) {
      const spare = await insertMenuFixture({ admins: [accounts.admin!.username] });
      if (!initialized) await (await testMenuModel()).updateOne({ _id: spare.menuId }, { $set: { initialized: false } });
      return spare.menuId;
    },
    async branch() {
      const res = await callers.admin.clone().post(`/api/v1/quickmenu/${menu.menuId}/branches`, BRANCH);
      const branches = res.body.data.data.branches as { _id: string }[];
      return branches[branches.length - 1]._id;
    },
    async table() {
      const res = await callers.admin.clone().post(`/api/v1/quickmenu/${menu.menuId}/tables`, { name: `T${fx.fresh()}` });
      const tables = res.body.data.data.tables as { _id: string }[];
      return tables[tables.length - 1]._id;
    },
    async station(fresh = false) {
      if (!fresh && keptStation) return keptStation;
      const res = await callers.admin.clone().post(`/api/v1/quickmenu/${menu.menuId}/stations`, { name: `S${fx.fresh()}` });
      const stations = res.body.data.data.stations as { _id: string }[];
      const made = stations[stations.length - 1]._id;
      if (!fresh) keptStation = made;
      return made;
    },
    async call() {
      const table = await fx.table();
      const res = await new TestClient().post('/api/v1/diner-orders/calls', { menu: menu.menuId, table, kind: 'waiter' });
      return res.body.data.data._id;
    },
    async printer() {
      const res = await callers.admin.clone().post(`/api/v1/quickmenu/${menu.menuId}/printers`, { station: 'kitchen', width: 58, kind: 'bridge' });
      return res.body.data.data.printer._id;
    },
    async ticket() {
      const res = await new TestClient().post('/api/v1/diner-orders', { cart: await fx.cart() });
      return res.body.data.data.order.tickets[0]._id;
    },
    async apiKey() {
      const res = await callers.admin.clone().post(`/api/v1/quickmenu/${menu.menuId}/api-keys`, { name: `k${fx.fresh()}`, scopes: ['menu:read'] });
      return res.body.data.data._id;
    },
    async webhook() {
      // Written as the app writes them (a menu holds at most 10 webhooks, and these rows make dozens).
      const db = await testDb();
      const hook = await db.collection('webhookendpoints').insertOne({
        menu: new Types.ObjectId(menu.menuId),
        url: WEBHOOK_URL,
        events: ['tab.paid'],
        secretBox: 'v1.unused.unused.unused',
        createdBy: new Types.ObjectId(),
        createdAt: new Date(),
      });
      // A logged delivery, as the outbox writes one (tab.paid has no sender yet).
      const delivery = await db.collection('webhookdeliveries').insertOne({
        webhook: hook.insertedId,
        menu: new Types.ObjectId(menu.menuId),
        event: 'tab.paid',
        messageId: `msg_matrix${fx.fresh()}`,
        payload: '{"type":"tab.paid","data":{}}',
        status: 'failed',
        dueAt: null,
        failures: 0,
        attempts: [],
        createdAt: new Date(),
      });
      return { webhookId: String(hook.insertedId), deliveryId: String(delivery.insertedId) };
    },
    async dinerOrder() {
      const res = await new TestClient().post('/api/v1/diner-orders', { cart: await fx.cart() });
      return res.body.data.data.order._id;
    },
    async order(withEdit = false) {
      const staff = callers.staff.clone();
      const res = await staff.post('/api/v1/orders', orderBody(accounts.staff!.username));
      const id = res.body.data.data._id as string;
      if (withEdit) await staff.post(`/api/v1/orders/${id}/requiredEdits`, { phone: '+962791234567' });
      return id;
    },
    async png() {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86de' } }).png().toBuffer();
      return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
    },
  };
}, 120_000);

async function outcomeOf(client: TestClient, method: string, req: Req, headers: Record<string, string> = {}): Promise<Outcome> {
  // A clone: what a row answers (a sign-up's or login's cookie) must not change who the caller is for the next rows.
  if (req.stream) {
    const stream = await openSse(client.clone(), req.path, client.baseUrl, headers);
    stream.close();
    return stream.status;
  }
  const res = await client.clone().request(method, req.path, req.form ?? req.json, headers);
  if (res.status === 200 && method === 'GET' && /^\/api\/v1\/quickmenu\/[^/]+$/.test(req.path)) {
    return res.body.data.data.admins ? 'full' : 'public';
  }
  return res.status;
}

/**
 * A seventh caller: an API key of the admin's menu with every scope, sent with no cookie. Every route
 * through the wrapper refuses it (403) unless it declares the scope — the public ones too (a health check, a file,
 * the unknown address): a key is let in where a route says so, nowhere else. Only next-auth's own sign-in routes,
 * outside the wrapper, answer as they answer anyone. Run before the matrix: its last row logs the admin out.
 */
const KEY_OUTCOMES: Record<string, Outcome> = {
  'api/auth/[...nextauth] GET': 200,
  'api/auth/[...nextauth] POST': 302,
  // The routes that take a key, each for its scope.
  'api/v1/quickmenu/[menuId] GET': 'full',
  'api/v1/quickmenu/[menuId]/diner-orders GET': 200,
  'api/v1/quickmenu/[menuId]/diner-orders/stream GET': 200,
  'api/v1/diner-orders/[orderId] PUT': 200,
  'api/v1/diner-orders/calls/[callId] DELETE': 200,
};

describe('an API key with every scope', () => {
  let key: string;
  beforeAll(async () => {
    const res = await callers.admin.clone().post(`/api/v1/quickmenu/${fx.menu.menuId}/api-keys`, { name: 'matrix', scopes: ['menu:read', 'orders:read', 'orders:write', 'stock:write'] });
    key = res.body.data.data.key;
  });
  it.each(MATRIX.map((row) => [row[0], row] as const))('%s', async (_name, [route, build]) => {
    const method = route.split(' ')[1];
    const seen = await outcomeOf(new TestClient(), method, await build(fx), { authorization: `Bearer ${key}` });
    expect({ route, seen }).toEqual({ route, seen: KEY_OUTCOMES[route] ?? 403 });
  });
});

describe('authorization matrix', () => {
  it.each(MATRIX.map((row) => [row[0], row] as const))('%s', async (_name, [route, build, expected]) => {
    const method = route.split(' ')[1];
    const seen: Record<string, Outcome> = {};
    for (const who of CALLERS) seen[who] = await outcomeOf(callers[who], method, await build(fx));
    expect(seen).toEqual(Object.fromEntries(CALLERS.map((who, i) => [who, expected[i]])));
  });

  it('has a row for every route file and method, and no row without one', () => {
    const present = routeMethods().sort();
    const rows = MATRIX.map((r) => r[0]).sort();
    expect({ missingRows: present.filter((r) => !rows.includes(r)), rowsWithoutRoute: rows.filter((r) => !present.includes(r)) }).toEqual({
      missingRows: [],
      rowsWithoutRoute: [],
    });
  });
});
