import path from 'node:path';
import { APP_DIR, METHODS, routeFiles } from '../support/route-files';

/**
 * Every route file, every exported HTTP method, has an access policy set through the one wrapper, and the policy is
 * the one this table says (GUIDE §7, spec §6). A new route — or a changed policy — fails here until it is written down.
 */
const EXPECTED: Record<string, Record<string, string>> = {
  'api/health': { GET: 'public' },
  // Any /api address no route file serves: the envelope's 404.
  'api/[...path]': { GET: 'public', POST: 'public', PUT: 'public', PATCH: 'public', DELETE: 'public' },
  'api/v1/cart': { POST: 'public' },
  'api/v1/cart/[id]': { GET: 'public', PUT: 'public', DELETE: 'public' },
  'api/v1/distances': { POST: 'public' },
  'api/v1/orders': { GET: 'staff', POST: 'staff' },
  'api/v1/orders/[id]': { PUT: 'staff' },
  'api/v1/orders/[id]/debits': { POST: 'staff' },
  'api/v1/orders/[id]/invoice': { GET: 'staff' },
  'api/v1/orders/[id]/menu': { POST: 'staff' },
  'api/v1/orders/[id]/requiredEdits': { POST: 'staff' },
  'api/v1/orders/[id]/requiredEdits/[index]': { PUT: 'staff' },
  'api/v1/orders/[id]/subscribtion': { PUT: 'staff' },
  'api/v1/quickmenu': { POST: 'staff', GET: 'staff' },
  'api/v1/quickmenu/[menuId]/plan': { PUT: 'staff' },
  'api/v1/quickmenu/[menuId]': { GET: 'public', PUT: 'menuAdmin', POST: 'staff', DELETE: 'staff' },
  'api/v1/quickmenu/[menuId]/admins': { POST: 'staff' },
  'api/v1/quickmenu/[menuId]/branches': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/branches/[branchId]': { PUT: 'menuAdmin', DELETE: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/tables': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/tables/[tableId]': { PUT: 'menuAdmin', DELETE: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/tables/[tableId]/link': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/diner-orders': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/diner-orders/stream': { GET: 'menuAdmin' },
  'api/v1/diner-orders': { POST: 'public' },
  'api/v1/diner-orders/[orderId]': { GET: 'public', PUT: 'verified' },
  'api/v1/diner-orders/[orderId]/cancel': { POST: 'public' },
  'api/v1/diner-orders/[orderId]/stream': { GET: 'public' },
  'api/v1/diner-orders/calls': { POST: 'public' },
  'api/v1/diner-orders/calls/[callId]': { DELETE: 'verified' },
  'api/v1/quickmenu/[menuId]/init': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/qr': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/qr/cards': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/export': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/import': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/print': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/copy': { POST: 'staff' },
  'api/v1/quickmenu/[menuId]/stats': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/visits': { POST: 'public' },
  'api/v1/quickmenu/items/[itemId]/interests': { POST: 'public' },
  'api/v1/upload': { POST: 'verified' }, // the menu-admin check is inside: the menu id comes in the form data
  'api/v1/users/[username]': { GET: 'staff' },
  'api/v1/users/login': { POST: 'public' },
  'api/v1/users/logout': { POST: 'public' },
  'api/v1/users/me': { GET: 'user' },
  'api/v1/users/resend/email': { POST: 'user' },
  'api/v1/users/signup': { POST: 'public' },
  'api/v1/users/verify/email': { POST: 'user' },
  'api/v1/users/me/password': { POST: 'user' },
  'api/v1/users/password-reset': { POST: 'public' },
  'api/v1/users/password-reset/code': { POST: 'public' },
  'public/uploads/[file]': { GET: 'public', HEAD: 'public' },
  'm/[id]/manifest.webmanifest': { GET: 'public' },
  'm/[id]/share-image': { GET: 'public' },
  // The kitchen: stations, their tickets and printers are the menu admins'; a ticket's bump is checked against its
  // order's menu in the handler (verified here); a printer's own addresses are public, its key names it.
  'api/v1/quickmenu/[menuId]/stations': { GET: 'menuAdmin', POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/stations/[stationId]': { PUT: 'menuAdmin', DELETE: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/stations/[stationId]/tickets': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/stations/[stationId]/undo': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/stats/prep-times': { GET: 'menuAdmin' },
  'api/v1/tickets/[ticketId]': { PUT: 'verified' },
  'api/v1/quickmenu/[menuId]/printers': { GET: 'menuAdmin', POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/printers/[printerId]': { DELETE: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/printers/[printerId]/reprint': { POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/printers/[printerId]/test': { POST: 'menuAdmin' },
  'api/v1/cloudprnt/[key]': { POST: 'public', GET: 'public', DELETE: 'public' },
  'api/v1/print-bridge': { GET: 'public' },
  'api/v1/print-bridge/jobs/[jobId]': { PUT: 'public' },
  // The open API: its document is public; keys and webhooks are the menu admins'.
  'api/v1/openapi.json': { GET: 'public' },
  'api/v1/quickmenu/[menuId]/api-keys': { GET: 'menuAdmin', POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/api-keys/[keyId]': { DELETE: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/webhooks': { GET: 'menuAdmin', POST: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/webhooks/[webhookId]': { DELETE: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/webhooks/[webhookId]/deliveries': { GET: 'menuAdmin' },
  'api/v1/quickmenu/[menuId]/webhooks/[webhookId]/deliveries/[deliveryId]/replay': { POST: 'menuAdmin' },
};

/**
 * The routes a restaurant's API key may call, with the scope each needs; every other method refuses keys.
 * The menu PUT takes a stock:write key for the sold-out op only (its `only`, from the edits' registry).
 */
const KEY_SCOPES: Record<string, string> = {
  'api/v1/quickmenu/[menuId] GET': 'menu:read',
  'api/v1/quickmenu/[menuId] PUT': 'stock:write',
  'api/v1/quickmenu/[menuId]/diner-orders GET': 'orders:read',
  'api/v1/quickmenu/[menuId]/diner-orders/stream GET': 'orders:read',
  'api/v1/diner-orders/[orderId] PUT': 'orders:write',
  'api/v1/diner-orders/calls/[callId] DELETE': 'orders:write',
};

/** next-auth answers its own endpoints; the app's login issues the same cookie. */
const EXEMPT = new Set(['api/auth/[...nextauth]']);

/**
 * The access each exported method declares, read from the module itself: route() stamps its `access` on the handler
 * it returns (lib/route/route.ts), so a handler written without the wrapper shows up as null.
 */
async function policiesOf(file: string): Promise<Record<string, string | null>> {
  const mod = (await import(file)) as Record<string, unknown>;
  const out: Record<string, string | null> = {};
  for (const method of METHODS) {
    const handler = mod[method];
    if (typeof handler !== 'function') continue;
    const access: unknown = (handler as { access?: unknown }).access;
    out[method] = typeof access === 'string' ? access : null;
  }
  return out;
}

const files = routeFiles(APP_DIR).map((f) => ({ key: path.relative(APP_DIR, path.dirname(f)).split(path.sep).join('/'), file: f }));

describe('route access policies', () => {
  it('finds the route files', () => {
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
  });

  it.each(files.filter((f) => !EXEMPT.has(f.key)).map((f) => [f.key, f.file]))(
    '%s: every method goes through route() with the expected access',
    async (key, file) => {
      const found = await policiesOf(file);
      expect(Object.keys(found).length).toBeGreaterThan(0);
      expect({ route: key, access: found }).toEqual({ route: key, access: EXPECTED[key] ?? '(not in the policy table)' });
    },
  );

  it('has no table entry without a route file', () => {
    const present = new Set(files.map((f) => f.key));
    expect(Object.keys(EXPECTED).filter((k) => !present.has(k))).toEqual([]);
  });

  it('lets API keys in only where the table says, each with its scope', async () => {
    const declared: Record<string, string> = {};
    for (const { key, file } of files) {
      const mod = (await import(file)) as Record<string, unknown>;
      for (const method of METHODS) {
        const scope = (mod[method] as { declaration?: { apiKey?: { scope: string } } } | undefined)?.declaration?.apiKey?.scope;
        if (scope) declared[`${key} ${method}`] = scope;
      }
    }
    expect(declared).toEqual(KEY_SCOPES);
  });
});
