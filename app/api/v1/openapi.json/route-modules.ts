import type { RouteModules } from '@/lib/openapi/build-openapi';

/**
 * Every route file of /api/v1, gathered by the bundler at build time (Turbopack's `import.meta.glob`), by its folder
 * under app/ ('api/v1/cart/[id]'): what the OpenAPI document is generated from. No list to keep: a new route file is
 * in the document by being there (tests/api/openapi.test.ts still walks the files and compares). Loaded, not eager:
 * a route that imports an ESM-only package is an async module, whose exports an eager glob does not have yet. This
 * file's own route is left out (it imports this file); document.ts adds it.
 */
const found = import.meta.glob<Record<string, unknown>>(['/app/api/v1/**/route.ts', '!/app/api/v1/openapi.json/route.ts']);

export async function loadRouteModules(): Promise<RouteModules> {
  const loaded = await Promise.all(Object.entries(found).map(async ([file, load]) => [file.replace(/^\/app\//, '').replace(/\/route\.ts$/, ''), await load()] as const));
  return Object.fromEntries(loaded);
}
