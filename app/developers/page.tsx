import type { Metadata } from 'next';
import { ApiReference } from '@/components/api-reference/ApiReference';
import { API_REFERENCE_TEXT } from '@/lib/i18n/ar';
import { GET } from '../api/v1/openapi.json/route';
import { openApiDocument } from '../api/v1/openapi.json/document';

export const metadata: Metadata = { title: API_REFERENCE_TEXT.title };
// Rendered per request like every page here (the nonce of its CSP); the document itself is built once per process.
export const dynamic = 'force-dynamic';

/** /developers: the reference of the restaurant's open API, the same document as /api/v1/openapi.json. */
export default async function Page() {
  return <ApiReference document={await openApiDocument({ GET })} />;
}
