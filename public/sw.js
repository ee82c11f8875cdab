/*
 * The public menu's service worker (scope /m/): a diner who opened a menu once can reopen it with no signal.
 * - Menu pages (navigations under /m/): network first; each page that loads is kept, the last few only. Offline, the
 *   kept copy is answered (the page shows its offline banner itself, from navigator.onLine).
 * - Images (/public/uploads/, random immutable names) and the app's build files (/_next/static/, hashed names):
 *   cache first, kept as they are fetched, bounded. Offline, a full-size image never fetched falls back to its small
 *   variant.
 * - Everything else (API calls, RSC requests, other pages) goes to the network untouched.
 * The page tells the worker which page and files it already loaded before the worker took control ('keep' message).
 */
const VERSION = 'v1';
const PAGES = `menu-pages-${VERSION}`;
const FILES = `menu-files-${VERSION}`;
const MAX_PAGES = 4;
const MAX_FILES = 400;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== PAGES && key !== FILES) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

function isMenuPage(url) {
  return url.origin === self.location.origin && /^\/m\/[^/]+\/?$/.test(url.pathname);
}

function isKeptFile(url) {
  return url.origin === self.location.origin && /^\/(public\/uploads|_next\/static|icons)\//.test(url.pathname);
}

/** Keeps at most `max` entries in a cache, dropping the oldest first. */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

/**
 * The page's cache key: its address without query or fragment, but with `?lang=en` for the English page (issue #21):
 * each language is its own page, offline as online.
 */
function pageKey(url) {
  const english = url.searchParams.get('lang') === 'en' ? '?lang=en' : '';
  return new Request(new URL(url.pathname + english, url.origin).toString());
}

async function keepPage(url, response) {
  if (!response || response.status !== 200) return;
  const cache = await caches.open(PAGES);
  const key = pageKey(url);
  await cache.delete(key); // re-inserted last: the newest page is the last one kept
  await cache.put(key, response);
  await trim(PAGES, MAX_PAGES);
}

async function menuPage(request) {
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    if (response.status === 200) await keepPage(url, response.clone());
    return response;
  } catch (err) {
    const kept = await (await caches.open(PAGES)).match(pageKey(url));
    if (kept) return kept;
    throw err;
  }
}

async function keptFile(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    // Offline, a full-size image never loaded (the item popup's): its small variant, which the card showed, will do.
    const small = request.url.replace(/\/([a-f0-9]{32})\.webp(\?|$)/, '/$1-sm.webp$2');
    const fallback = small !== request.url && (await cache.match(small, { ignoreVary: true, ignoreSearch: true }));
    if (fallback) return fallback;
    throw err;
  }
  if (response.status === 200) {
    await cache.put(request, response.clone());
    await trim(FILES, MAX_FILES);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isMenuPage(url)) event.respondWith(menuPage(request));
  else if (isKeptFile(url) && !request.headers.has('range')) event.respondWith(keptFile(request));
});

/** { type: 'keep', page, files }: the page loaded before this worker controlled it; keep it and its files now. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep') return;
  event.waitUntil(
    (async () => {
      const page = new URL(data.page, self.location.origin);
      if (isMenuPage(page)) {
        const cachedPage = await (await caches.open(PAGES)).match(pageKey(page));
        if (!cachedPage) await keepPage(page, await fetch(page.toString(), { credentials: 'same-origin' }));
      }
      const cache = await caches.open(FILES);
      for (const file of data.files || []) {
        const url = new URL(file, self.location.origin);
        if (!isKeptFile(url) || (await cache.match(url.toString(), { ignoreVary: true }))) continue;
        try {
          const response = await fetch(url.toString());
          if (response.status === 200) await cache.put(url.toString(), response);
        } catch {
          // offline already: keep what we have
        }
      }
      await trim(FILES, MAX_FILES);
      if (event.source) event.source.postMessage({ type: 'kept' });
    })(),
  );
});
