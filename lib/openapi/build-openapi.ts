import type { RouteDeclaration } from '../route/route';
import { API_SCOPES, WEBHOOK_EVENTS } from '../shared/integrations';
import { schemaOf } from './zod-to-schema';

type Json = Record<string, unknown>;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A route file's exports, by its folder under app/ ('api/v1/cart/[id]'): the wrapper keeps each handler's declaration on it. */
export type RouteModules = Record<string, Record<string, unknown>>;

const ACCESS_TEXT: Record<RouteDeclaration['access'], string> = {
  public: 'Anyone.',
  user: 'A signed-in user.',
  verified: 'A signed-in user with a verified e-mail.',
  menuAdmin: "An admin of the menu (a verified user in the menu's admins).",
  staff: "The provider's staff.",
};

/** '/api/v1/quickmenu/[menuId]/tables/[tableId]' → its OpenAPI path and path parameters. */
function pathOf(folder: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = `/${folder}`.replace(/\[([^\]]+)\]/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

const operationId = (method: string, folder: string) =>
  `${method.toLowerCase()}_${folder
    .replace(/^api\/v1\/?/, '')
    .replace(/\[([^\]]+)\]/g, 'by_$1')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'root'}`;

/** Query parameters: one per property of an object schema; anything else (a record) as one free-form parameter. */
function queryParameters(schema: Json): Json[] {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (schema.type === 'object' && properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
  }
  return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
}

function operation(method: string, folder: string, declaration: RouteDeclaration | undefined, { path, params }: { path: string; params: string[] }, schemas: Json): Json {
  const id = operationId(method, folder);
  const tag = folder.split('/')[2] ?? 'api';
  const parameters: Json[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const op: Json = { operationId: id, tags: [tag], summary: `${method} ${path}` };
  if (!declaration) {
    op.responses = { default: { $ref: '#/components/responses/Failure' } };
    return op;
  }
  const query = declaration.openapi?.query ?? declaration.query;
  if (query) parameters.push(...queryParameters(schemaOf(query, `${id}_query`, schemas)));
  const body = declaration.openapi?.body ?? declaration.body;
  if (body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(body, `${id}_body`, schemas) } } };
  if (parameters.length) op.parameters = parameters;
  const scope = declaration.apiKey?.scope;
  op.description = `Who may call: ${ACCESS_TEXT[declaration.access]}${scope ? ` API keys of the menu with the \`${scope}\` scope${declaration.apiKey?.only ? ' (for the requests noted in the body)' : ''}.` : ''}`;
  op['x-access'] = declaration.access;
  if (scope) op['x-api-key-scope'] = scope;
  const session = declaration.access === 'public' ? [{}] : [{ session: [] }];
  op.security = scope ? [...session, { apiKey: [scope] }] : session;
  op.responses = {
    '200': { $ref: '#/components/responses/Success' },
    '4XX': { $ref: '#/components/responses/Failure' },
    '5XX': { $ref: '#/components/responses/Failure' },
  };
  return op;
}

/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from what each route declares to the one route
 * wrapper — access, the zod schemas it parses body and query with, the API key scope it takes — so it cannot drift
 * from the routes: nothing here describes a route by hand.
 */
export function buildOpenApi(routes: RouteModules): Json {
  const schemas: Json = {
    Success: {
      type: 'object',
      required: ['status', 'data'],
      properties: { status: { const: 'success' }, data: { type: 'object', description: 'The answer: a menu in data.data, a list in data.data…' } },
    },
    Failure: {
      type: 'object',
      required: ['status', 'message'],
      properties: { status: { enum: ['fail', 'error'] }, message: { type: 'string', description: "Why, in the language of the request's Accept-Language (English by default)." } },
    },
  };
  const paths: Json = {};
  for (const folder of Object.keys(routes).sort()) {
    const where = pathOf(folder);
    const item: Json = {};
    for (const method of METHODS) {
      const handler = routes[folder][method];
      if (typeof handler === 'function') item[method.toLowerCase()] = operation(method, folder, (handler as { declaration?: RouteDeclaration }).declaration, where, schemas);
    }
    if (Object.keys(item).length) paths[where.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'QR Menu API',
      version: '1',
      description: [
        'Every answer is the envelope `{ "status": "success", "data": … }` or `{ "status": "fail" | "error", "message": … }`.',
        'A browser calls with its session cookie; a restaurant\'s own systems with an API key made in the admin area, sent as `Authorization: Bearer <key>`.',
        `A key is good for its own menu only, within its scopes (${API_SCOPES.join(', ')}), and is rate-limited.`,
        `Webhooks (events: ${WEBHOOK_EVENTS.join(', ')}) are signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature).`,
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      responses: {
        Success: { description: 'Done.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } } },
        Failure: { description: 'Refused or failed, with the reason.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token', description: 'The session of a signed-in user (the app\'s own pages).' },
        apiKey: { type: 'http', scheme: 'bearer', description: `A restaurant's API key. Scopes: ${API_SCOPES.join(', ')}.` },
      },
    },
  };
}
