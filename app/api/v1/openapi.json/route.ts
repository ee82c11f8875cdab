import { NextResponse } from 'next/server';
import { route, type RouteHandler } from '@/lib/route/route';
import { openApiDocument } from './document';

/** The OpenAPI 3.1 document of /api/v1 (issue #61), generated from the routes' zod schemas; the plain document, no envelope. */
export const GET: RouteHandler = route({ access: 'public' }, async (): Promise<Response> =>
  NextResponse.json(openApiDocument({ GET }), { headers: { 'cache-control': 'public, max-age=300' } }),
);
