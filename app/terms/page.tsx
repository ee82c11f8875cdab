import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { TERMS_TEXT } from '@/lib/i18n/ar';

export const metadata: Metadata = { title: TERMS_TEXT.title };

/** Rendered per request so it carries the request's CSP nonce (a prerendered page has none: see proxy.ts). */
export default async function TermsPage() {
  await connection();
  return (
    <main className="page">
      <article className="card">
        <h1>{TERMS_TEXT.title}</h1>
        <p>{TERMS_TEXT.intro}</p>
        <ol>
          {TERMS_TEXT.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <Link href="/signup">{TERMS_TEXT.back}</Link>
      </article>
    </main>
  );
}
