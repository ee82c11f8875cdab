import type { RouteModules } from '@/lib/openapi/build-openapi';

/**
 * Every route file of /api/v1, gathered by the bundler at build time (Turbopack's `import.meta.glob`), by its folder
 * under app/ ('api/v1/cart/[id]'): what the OpenAPI document is generated from. No list to keep: a new route file is
 * in the document by being there (tests/api/openapi.test.ts still walks the files and compares). This file's own
 * route is left out of the glob (it imports this file); document.ts adds it.
 */
const found = import.meta.glob<Record<string, unknown>>(['/app/api/v1/**/route.ts', '!/app/api/v1/openapi.json/route.ts'], { eager: true });

export const ROUTE_MODULES: RouteModules = Object.fromEntries(
  Object.entries(found).map(([file, mod]) => [file.replace(/^\/app\//, '').replace(/\/route\.ts$/, ''), mod]),
);
