import { NextResponse } from 'next/server';
import { route, type RouteHandler } from '@/lib/route/route';

/** The OpenAPI 3.1 document of /api/v1, generated from the routes' zod schemas; the plain document, no envelope. */
export const GET: RouteHandler = route({ access: 'public' }, async (): Promise<Response> => {
  // Loaded when asked for: the route modules are gathered by the bundler (./route-modules.ts), which the route-policy
  // test, importing this file under jest, has no part of.
  const { openApiDocument } = await import('./document');
  return NextResponse.json(await openApiDocument({ GET }), { headers: { 'cache-control': 'public, max-age=300' } });
});
