import Link from 'next/link';
import { connection } from 'next/server';
import { NOT_FOUND_TEXT } from '@/lib/i18n/ar';
import status from '@/components/ui/StatusPage.module.css';

export const metadata = { title: NOT_FOUND_TEXT.title };

/**
 * Rendered per request (not prerendered at build time), so it carries the request's CSP nonce like every other page:
 * a prerendered copy has no nonce and its scripts would be refused on every unknown path.
 */
export default async function NotFound() {
  await connection();
  return (
    <main className={`page ${status.page}`}>
      <h1>{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.body}</p>
      <Link href="/" className="btn">
        {NOT_FOUND_TEXT.home}
      </Link>
    </main>
  );
}
