import { buildOpenApi } from '@/lib/openapi/build-openapi';
import { ROUTE_MODULES } from './route-modules';

let built: Record<string, unknown> | null = null;

/** The OpenAPI document of /api/v1, built once per process from the routes' own declarations (lib/openapi/). */
export function openApiDocument(self: Record<string, unknown>): Record<string, unknown> {
  built ??= buildOpenApi({ ...ROUTE_MODULES, 'api/v1/openapi.json': self });
  return built;
}
