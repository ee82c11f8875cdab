import type { NextRequest } from 'next/server';
import { Types } from 'mongoose';
import type { ZodType } from 'zod';
import { connectDb } from '../db';
import { readSessionToken } from '../auth/session';
import { userFromToken } from '../auth/user-from-token';
import type { UserDoc } from '../../models/User';
import { Menu } from '../../models/Menu';
import { MENU_HEAD_PROJECTION, type MenuHead } from '../menus/update-menu';
import { isMenuAdmin } from '../menus/is-menu-admin';
import { onSessionsRevoked } from '../users/sessions-revoked';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../api/errors';
import { ok } from '../api/envelope';
import { mapError } from '../api/map-error';
import { clientKey } from '../api/client-key';
import { jsonBodyMaxBytes, readBoundedBody } from '../api/read-bounded-body';
import { assertJsonBody, assertSameOrigin, changesState } from '../api/same-origin';
import { inRequestLang, requestLang } from '../api/request-lang';
import { msg } from '../i18n/t';
import type { ApiScope } from '../shared/integrations';
import { bearerToken } from '../api-keys/api-key-text';
import { admitApiKey, menuIdOf, type ApiKeyCaller } from '../api-keys/admit-api-key';

/**
 * Who may call a route:
 * - public: anyone
 * - user: any signed-in user
 * - verified: a signed-in user whose e-mail is verified
 * - menuAdmin: a verified user listed in the admins of the menu named by the route's menu param
 * - staff: provider staff
 */
export type Access = 'public' | 'user' | 'verified' | 'menuAdmin' | 'staff';

type Params = Record<string, string | string[] | undefined>;

export interface RouteConfig<TBody extends ZodType | undefined, TQuery extends ZodType | undefined, A extends Access = Access> {
  access: A;
  body?: TBody;
  query?: TQuery;
  /** Route param holding the menu id for access 'menuAdmin' (default 'menuId', then 'id'). */
  menuParam?: string;
  /**
   * Lets a restaurant's API key in, sent as `Authorization: Bearer <key>` instead of a session: the scope
   * the key needs; `only`, when the route takes keys for some of its requests (read from the raw query: the menu
   * PUT's sold-out op); `menuOf`, the menu the request acts on when the path does not name it (an order's). A key is
   * good for its own menu only. Without `apiKey` a route refuses every key: staff and account routes never take one.
   */
  apiKey?: ApiKeyRule;
  /**
   * The route reads `Authorization` itself: a printer's own key (the print bridge, CloudPRNT), not a restaurant's API
   * key. The wrapper then takes no API key on it and leaves the header to the handler.
   */
  ownAuthorization?: true;
  /** What the OpenAPI document shows when `body`/`query` are parsed further in the handler (the menu PUT's ops). */
  openapi?: { body?: ZodType; query?: ZodType };
}

export interface ApiKeyRule {
  scope: ApiScope;
  only?: (query: Record<string, string>) => boolean;
  menuOf?: (params: Record<string, string>) => Promise<string | null>;
}

type Infer<T> = T extends ZodType<infer O> ? O : undefined;

/** The signed-in user: always there except on public routes (where it is there when a session exists). */
type UserFor<A extends Access> = A extends 'public' ? UserDoc | null : UserDoc;
/** The menu named by the route, without its sections: loaded (and its admin checked) for 'menuAdmin' only. */
type MenuFor<A extends Access> = A extends 'menuAdmin' ? MenuHead : null;

/** What a handler receives, typed by its access level: no `user!` / `menu!` needed. */
export interface RouteContext<TBody, TQuery, A extends Access = Access> {
  req: NextRequest;
  params: Record<string, string>;
  body: TBody;
  query: TQuery;
  user: UserFor<A>;
  menu: MenuFor<A>;
  /** The API key the request came with (then `user` is the admin who made it), or null for a session's request. */
  apiKey: ApiKeyCaller | null;
  clientKey: string;
  /**
   * Whether the caller would still be let in now (the session not revoked, still a verified admin of the menu…): for
   * an answer that lasts (a stream), asked again while it runs. A failure to ask (the database away) counts as yes.
   */
  stillAllowed(): Promise<boolean>;
  /**
   * Calls `recheck` when something may have just taken the caller's access away (their sessions revoked: a log-out, a
   * password change; here at once, on another instance within a second), so a lasting answer asks `stillAllowed()`
   * then; returns the removal.
   */
  watchAccess(recheck: () => void): () => void;
}

/** What a route declares, kept on its handler for the OpenAPI document (lib/openapi/) and the route-policy tests. */
export type RouteDeclaration = Pick<RouteConfig<ZodType | undefined, ZodType | undefined>, 'access' | 'body' | 'query' | 'apiKey' | 'openapi'>;

export type RouteHandler = ((req: NextRequest, ctx: { params: Promise<Params> }) => Promise<Response>) & { access: Access; declaration: RouteDeclaration };

async function readJson(req: NextRequest): Promise<unknown> {
  const limit = jsonBodyMaxBytes();
  const text = (await readBoundedBody(req, limit, msg('bodyTooLarge', { kb: Math.floor(limit / 1024) }))).toString('utf8');
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(msg('invalidJson'));
  }
}

function flattenParams(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string') out[k] = v;
  return out;
}

async function loadUser(req: NextRequest): Promise<UserDoc | null> {
  return userFromToken(await readSessionToken(req));
}

/** The head of the menu a route names (null when the id is not a menu's): read beside the user, checked after. */
async function readMenuHead(menuId: string | undefined): Promise<MenuHead | null> {
  if (!menuId || !Types.ObjectId.isValid(menuId)) return null;
  return Menu.findById(menuId, MENU_HEAD_PROJECTION).lean<MenuHead>();
}

function administeredMenu(user: UserDoc, menu: MenuHead | null): MenuHead {
  if (!menu) throw notFound(msg('menuNotFound'));
  if (!isMenuAdmin(menu, user)) throw forbidden(msg('notMenuAdmin'));
  return menu;
}

/** Who is calling and the menu they may act on, by the route's access level; throws the refusal (401, 403, 404). */
async function admit(req: NextRequest, params: Record<string, string>, config: { access: Access; menuParam?: string }): Promise<{ user: UserDoc | null; menu: MenuHead | null }> {
  // A menu route reads the menu's head while it reads the user (one round trip less per admin edit); the menu is
  // handed over only after every check below, in the same order as if it had been read after them.
  const [user, menuHead] = await Promise.all([
    loadUser(req),
    config.access === 'menuAdmin' ? readMenuHead(params[config.menuParam ?? 'menuId'] ?? params.id) : null,
  ]);
  if (config.access === 'public') return { user, menu: null };
  if (!user) throw unauthorized();
  if ((config.access === 'verified' || config.access === 'menuAdmin') && !user.emailVerified) throw forbidden(msg('verifyFirst'));
  if (config.access === 'staff' && user.role !== 'staff') throw forbidden(msg('staffOnly'));
  return { user, menu: config.access === 'menuAdmin' ? administeredMenu(user, menuHead) : null };
}

type Admitted = { user: UserDoc | null; menu: MenuHead | null; apiKey: ApiKeyCaller | null };

/**
 * A request with an API key: judged by the key alone, its cookies ignored. Refused with 401 for an
 * Authorization header that is not a bearer token or a key that does not exist, 403 where the route takes no key or
 * not this one (scope, menu), 429 past the key's rate. The key acts for the admin who made it.
 */
async function admitKey(
  req: NextRequest,
  params: Record<string, string>,
  config: { access: Access; menuParam?: string; apiKey?: ApiKeyRule },
  token: string | null,
  counted: boolean,
): Promise<Admitted> {
  if (token === null) throw unauthorized(msg('bearerOnly'));
  const rule = config.apiKey;
  if (!rule || (rule.only && !rule.only(Object.fromEntries(req.nextUrl.searchParams)))) throw forbidden(msg('apiKeyNotHere'));
  const menuId = rule.menuOf ? await rule.menuOf(params) : await menuIdOf(params[config.menuParam ?? 'menuId'] ?? params.id);
  const admitted = await admitApiKey(token, rule.scope, menuId, { counted });
  return { user: admitted.user, menu: config.access === 'menuAdmin' ? admitted.menu : null, apiKey: admitted.key };
}

/**
 * The one route-handler wrapper: refuses cross-site writes and non-JSON bodies on JSON routes (lib/api/same-origin.ts),
 * connects, authenticates, loads the menu for menu routes, parses body and query with the route's zod schemas and
 * maps every error to the envelope, in the language the request asks for (`Accept-Language`, lib/i18n/lang.ts). The handler returns data (sent as
 * `{status:'success', data}`) or a Response of its own (files, redirects, other statuses).
 */
export function route<
  A extends Access,
  TBody extends ZodType | undefined = undefined,
  TQuery extends ZodType | undefined = undefined,
>(config: RouteConfig<TBody, TQuery, A>, handler: (ctx: RouteContext<Infer<TBody>, Infer<TQuery>, A>) => Promise<unknown>): RouteHandler {
  const wrapped = (req: NextRequest, ctx: { params: Promise<Params> }) => {
    const lang = requestLang(req);
    // A request with an API key is a caller's own, whatever the route: a public route answers a key more (the whole menu).
    const shared = config.access === 'public' && !req.headers.has('authorization');
    return inRequestLang(lang, async () => (shared ? handle(req, ctx, lang) : keepPrivate(await handle(req, ctx, lang))));
  };
  const handle = async (req: NextRequest, ctx: { params: Promise<Params> }, lang: ReturnType<typeof requestLang>): Promise<Response> => {
    try {
      // A bearer key is not sent by a browser on its own, as a cookie is: no cross-site check for it.
      const token = config.ownAuthorization ? undefined : bearerToken(req);
      if (changesState(req.method)) {
        if (token === undefined) assertSameOrigin(req);
        if (config.body) assertJsonBody(req);
      }
      await connectDb();
      const params = flattenParams((await ctx?.params) ?? {});
      // `counted`: the request itself spends its key's rate; a lasting answer's re-checks (stillAllowed) do not.
      const admitCaller = (counted: boolean): Promise<Admitted> =>
        token === undefined ? admit(req, params, config).then((a) => ({ ...a, apiKey: null })) : admitKey(req, params, config, token, counted);
      const { user, menu, apiKey } = await admitCaller(true);

      const query = config.query ? config.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = config.body ? config.body.parse(await readJson(req)) : undefined;

      const result = await handler({
        req,
        params,
        body: body as Infer<TBody>,
        query: query as Infer<TQuery>,
        // The checks above guarantee what RouteContext<…, A> promises for this access level.
        user: user as UserFor<A>,
        menu: menu as MenuFor<A>,
        apiKey,
        clientKey: clientKey(req),
        stillAllowed: () =>
          admitCaller(false).then(
            () => true,
            (err: unknown) => !(err instanceof ApiError),
          ),
        watchAccess: (recheck) => (user && !apiKey ? onSessionsRevoked(String(user._id), user.sessionVersion ?? 0, recheck) : () => {}),
      });
      if (result instanceof Response) return result;
      return ok(result ?? {});
    } catch (err) {
      return mapError(err, lang);
    }
  };
  const { access, body, query, apiKey, openapi } = config;
  return Object.assign(wrapped, { access, declaration: { access, body, query, apiKey, openapi } });
}

/**
 * An answer for a signed-in user (or a refusal of one) is theirs alone: no shared cache (a proxy, a CDN) may keep it,
 * and the browser keeps no copy on disk. A route that sets its own Cache-Control keeps it.
 */
function keepPrivate(res: Response): Response {
  if (res.headers.has('cache-control')) return res;
  try {
    res.headers.set('cache-control', 'private, no-store');
    return res;
  } catch {
    // Response.redirect() and friends have immutable headers: copy.
    const copy = new Response(res.body, res);
    copy.headers.set('cache-control', 'private, no-store');
    return copy;
  }
}

