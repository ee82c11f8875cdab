import { buildOpenApi } from '@/lib/openapi/build-openapi';
import { loadRouteModules } from './route-modules';

let built: Promise<Record<string, unknown>> | null = null;

/** The OpenAPI document of /api/v1, built once per process from the routes' own declarations (lib/openapi/). */
export function openApiDocument(self: Record<string, unknown>): Promise<Record<string, unknown>> {
  built ??= loadRouteModules()
    .then((routes) => buildOpenApi({ ...routes, 'api/v1/openapi.json': self }))
    .catch((err: unknown) => {
      built = null; // the next request tries again
      throw err;
    });
  return built;
}
