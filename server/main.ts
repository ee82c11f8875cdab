/**
 * The app's server, in production and in development alike (server/README.md): Next's request handler behind
 * node:http, with the front door (front-door.ts), the rendered-page store of the public menu (page-cache.ts,
 * page-store.ts) and, in production, the static-asset store (static-assets.ts) in front of it. This process's menu
 * writes reach the store through lib/menus/menu-written.ts (the store registers there at boot); other instances'
 * writes through the database's change stream (change-listener.ts, lib/live).
 *
 *   production: node <distDir>/qrmenu-server/main.cjs --port 3000 --hostname 127.0.0.1   (compiled by server/build.mjs)
 *   development: node --import tsx server/main.ts --dev --port 3000                      (npm run dev)
 *
 * Both are started by scripts/lib/app-process.ts. The build dir is next.config.js's (NEXT_DIST_DIR).
 */
import http from 'node:http';
import next from 'next';
import { ALL_MENUS, onMenuWritten } from '../lib/menus/menu-written';
import { MENU_HTML_MAX_AGE_MS, MenuPageStore } from './page-store';
import { withMenuPageCache } from './page-cache';
import { startChangeListener } from './change-listener';
import { liveReady, stopLive } from '../lib/live/live-channel';
import { withFrontDoor } from './front-door';
import { withStaticAssets } from './static-assets';
import { serverEnv } from '../lib/env';

/** How long a miss's render may take in development, where it may wait for the page's first compile. */
const DEV_RENDER_TIMEOUT_MS = 180_000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const dev = process.argv.includes('--dev');
  (process.env as Record<string, string>).NODE_ENV ||= dev ? 'development' : 'production';
  const port = Number(arg('port') ?? serverEnv().PORT);
  const hostname = arg('hostname') ?? process.env.HOSTNAME ?? '0.0.0.0';
  const timeouts = serverTimeouts();
  // How often Node checks the request/headers timeouts below (its default, 30 s, would let a slow body live 60 s).
  const server = http.createServer({ connectionsCheckingInterval: Math.min(timeouts.requestTimeout, 1000) });
  // `httpServer`: in development Next answers its hot-reload socket's upgrade on this server.
  const app = next({ dev, dir: process.cwd(), hostname, port, httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  const store = new MenuPageStore({ maxAgeMs: MENU_HTML_MAX_AGE_MS, maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  // Every menu change, made here or (through the change stream) on any instance: its pages go (all of them for ALL_MENUS).
  const stopListening = onMenuWritten((menuId, usernames) => (menuId === ALL_MENUS ? store.clear() : store.invalidateMenu(menuId, usernames)));
  const listener = startChangeListener();
  // Serving starts once the stream is open, so no page is kept that an edit made meanwhile would not drop.
  if (listener) await listenerReady(LISTENER_READY_MS);
  // A miss's render, in development, includes Next compiling the page on demand: on a busy machine that alone can pass
  // the production budget (30 s), and the page would then be answered by Next directly instead of from the store.
  const self = { host: `127.0.0.1:${port}`, timeoutMs: dev ? DEV_RENDER_TIMEOUT_MS : undefined };
  // Build files from memory, compressed once (static-assets.ts): in development Next rebuilds them, so none is kept.
  const serve = dev ? handle : withStaticAssets(handle, self);
  server.on('request', withFrontDoor(withMenuPageCache(store, serve, self)));
  // Like `next start`: idle keep-alive sockets stay open a little longer than common proxies' timeouts.
  server.keepAliveTimeout = 65_000;
  // A client trickling its headers or body is cut off (408) after these, instead of holding a socket for minutes.
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  console.log(`[server] ready on http://${hostname}:${port} (${dev ? 'development' : 'production'}, rendered-menu store on)`);
  const stop = () => {
    stopListening();
    listener?.stop();
    void stopLive();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  exitWithParent(stop);
}

/** Waits for the live channel's stream's first attempt; one that fails or does not answer in time is logged and the server starts anyway. */
const LISTENER_READY_MS = 15_000;
async function listenerReady(ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const outcome = await Promise.race([liveReady(), late]);
  if (outcome !== true) console.warn('[live] the change stream is not open yet (it keeps trying): until it is, edits made on other instances do not reach this one');
  clearTimeout(timer);
}

/** REQUEST_TIMEOUT_MS (default 30 s) bounds a whole request's arrival; its headers get the same or less. */
function serverTimeouts(): { requestTimeout: number; headersTimeout: number } {
  const requestTimeout = serverEnv().REQUEST_TIMEOUT_MS;
  return { requestTimeout, headersTimeout: requestTimeout };
}

/**
 * Started by the start script (scripts/lib/app-process.ts, with an IPC channel): when that parent dies, even by
 * SIGKILL, the channel closes and this process stops too, so no orphan keeps the port after its database is gone.
 */
function exitWithParent(stop: () => void): void {
  if (!process.send) return;
  process.on('disconnect', () => {
    console.error('[server] the start script is gone: stopping');
    stop();
  });
}

main().catch((err) => {
  console.error('[server] failed to start:', err);
  process.exit(1);
});
