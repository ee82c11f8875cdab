/**
 * The production server: Next's request handler behind node:http, with the rendered-menu cache in front of it
 * (lib/menus/html-cache.ts, scripts/lib/menu-html-cache-middleware.ts). `next start` sends every request through its
 * whole pipeline and compresses each response on the fly; the public menu is the one page hit by every diner, so its
 * rendered HTML is kept in memory, compressed once, and dropped by updateMenu() on this instance and by the change-feed
 * poller (lib/menus/menu-change-poller.ts) for the edits other instances make.
 *
 *   node --import tsx scripts/server.ts --port 3000 --hostname 127.0.0.1     (started by scripts/lib/app-process.ts)
 *
 * The build dir is next.config.js's (NEXT_DIST_DIR). Development keeps `next dev` without the cache.
 */
import http from 'node:http';
import next from 'next';
import { MENU_HTML_MAX_AGE_MS, menuHtmlCache } from '../lib/menus/html-cache';
import { withMenuHtmlCache } from './lib/menu-html-cache-middleware';
import { startMenuChangePoller } from './lib/menu-change-listener';
import { withFrontDoor } from './lib/front-door';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  (process.env as Record<string, string>).NODE_ENV ||= 'production';
  const port = Number(arg('port') ?? process.env.PORT ?? 3000);
  const hostname = arg('hostname') ?? process.env.HOSTNAME ?? '0.0.0.0';
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = menuHtmlCache({ maxAgeMs: MENU_HTML_MAX_AGE_MS, maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  const poller = await startMenuChangePoller(cache);
  const timeouts = serverTimeouts();
  const server = http.createServer(
    // How often Node checks the request/headers timeouts below (its default, 30 s, would let a slow body live 60 s).
    { connectionsCheckingInterval: Math.min(timeouts.requestTimeout, 1000) },
    withFrontDoor(withMenuHtmlCache(cache, handle, { port, hostname })),
  );
  // Like `next start`: idle keep-alive sockets stay open a little longer than common proxies' timeouts.
  server.keepAliveTimeout = 65_000;
  // A client trickling its headers or body is cut off (408) after these, instead of holding a socket for minutes.
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  console.log(`[server] ready on http://${hostname}:${port} (rendered-menu cache on)`);
  const stop = () => {
    void poller?.stop();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  exitWithParent(stop);
}

/** REQUEST_TIMEOUT_MS (default 30 s) bounds a whole request's arrival; its headers get the same or less. */
function serverTimeouts(): { requestTimeout: number; headersTimeout: number } {
  const n = Number(process.env.REQUEST_TIMEOUT_MS);
  const requestTimeout = Number.isInteger(n) && n >= 100 ? n : 30_000;
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
