/* eslint-disable @typescript-eslint/no-explicit-any -- the document is read loosely in assertions */
/**
 * The OpenAPI 3.1 document at /api/v1/openapi.json: valid against the OpenAPI 3.1 schema (checked by a
 * maintained validator), naming every route file and method under app/api/v1 (walked from the source) and no other,
 * with what the routes declare — their zod schemas, access, the bearer scheme and the scope a key needs — and a
 * reference page that shows it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TestClient } from '../support/http';
import { routeMethods } from '../support/route-files';
import { API_SCOPES } from '../../lib/shared/integrations';

let doc: any;

/**
 * The validator's own command line (the package is ESM with JSON schemas read beside it, which jest's CommonJS runtime
 * cannot load): the document written to a file, the verdict read from its output.
 */
async function validateOpenApi(document: unknown): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    // It exits non-zero for an invalid document, still printing its verdict.
    const stdout = await promisify(execFile)(process.execPath, [cli, file]).then(
      (r) => r.stdout,
      (err: { stdout?: string }) => err.stdout ?? '',
    );
    return JSON.parse(stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const client = new TestClient();

/** 'api/v1/quickmenu/[menuId] PUT' → ['/api/v1/quickmenu/{menuId}', 'put']. */
const inDocument = (routeMethod: string) => {
  const [folder, method] = routeMethod.split(' ');
  return [`/${folder.replace(/\[([^\]]+)\]/g, '{$1}')}`, method.toLowerCase()] as const;
};

beforeAll(async () => {
  const res = await client.get('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = res.body;
});

it('is a valid OpenAPI 3.1 document', async () => {
  expect(doc.openapi).toMatch(/^3\.1\./);
  expect(await validateOpenApi(doc)).toEqual({ valid: true });
  // The validator does judge: a document without its info's title is refused.
  expect(await validateOpenApi({ ...doc, info: { version: '1' } })).toMatchObject({ valid: false });
});

it('has every route file and method of /api/v1, and nothing that is not one', () => {
  const routes = routeMethods().filter((r) => r.startsWith('api/v1/'));
  expect(routes.length).toBeGreaterThan(50);
  const missing = routes.filter((r) => {
    const [path, method] = inDocument(r);
    return !doc.paths[path]?.[method];
  });
  const documented = Object.entries(doc.paths).flatMap(([path, item]: [string, any]) => Object.keys(item).map((m) => `${path} ${m}`));
  const routeSet = new Set(routes.map((r) => inDocument(r).join(' ')));
  expect({ missing, extra: documented.filter((d) => !routeSet.has(d)) }).toEqual({ missing: [], extra: [] });
});

it("describes each operation from the route's own declaration: body, query and path parameters, access, scopes", () => {
  const createKey = doc.paths['/api/v1/quickmenu/{menuId}/api-keys'].post;
  expect(createKey['x-access']).toBe('menuAdmin');
  expect(createKey.parameters).toEqual([expect.objectContaining({ name: 'menuId', in: 'path', required: true })]);
  const body = createKey.requestBody.content['application/json'].schema;
  expect(body.required).toEqual(expect.arrayContaining(['name', 'scopes']));
  expect(body.properties.scopes.items.enum).toEqual([...API_SCOPES]);
  expect(createKey.security).toEqual([{ session: [] }]);

  const ordersList = doc.paths['/api/v1/quickmenu/{menuId}/diner-orders'].get;
  expect(ordersList.security).toEqual([{ session: [] }, { apiKey: ['orders:read'] }]);
  expect(ordersList.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['menuId', 'status']));

  const readMenu = doc.paths['/api/v1/quickmenu/{menuId}'].get;
  expect(readMenu.security).toEqual([{}, { apiKey: ['menu:read'] }]);
  const edits = doc.paths['/api/v1/quickmenu/{menuId}'].put;
  expect(edits.parameters.find((p: any) => p.name === 'op').schema.enum).toEqual(expect.arrayContaining(['sitem', 'eitem', 'psection']));
  expect(edits.requestBody.content['application/json'].schema.anyOf.map((s: any) => s.title)).toEqual(expect.arrayContaining(['op=sitem', 'op=default']));
  expect(doc.paths['/api/v1/quickmenu/{menuId}/webhooks'].post.requestBody.content['application/json'].schema.properties.events.items.enum).toContain('order.created');
});

it('declares the envelope and the bearer scheme with its scopes', () => {
  expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  for (const scope of API_SCOPES) expect(doc.components.securitySchemes.apiKey.description).toContain(scope);
  expect(doc.components.schemas.Success.properties.status.const).toBe('success');
  expect(doc.components.schemas.Failure.properties.status.enum).toEqual(['fail', 'error']);
});

it('is shown on the reference page, in Arabic, with every path', async () => {
  const page = await client.get('/developers');
  expect(page.status).toBe(200);
  const html = String(page.body);
  expect(html).toContain('dir="rtl"');
  expect(html).toContain('مرجع واجهة البرمجة');
  for (const path of Object.keys(doc.paths)) expect(html).toContain(path.replace(/[{}]/g, (c) => c));
});
