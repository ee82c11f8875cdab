import Link from 'next/link';
import { NOT_FOUND_TEXT } from '@/lib/i18n/ar';

export const metadata = { title: NOT_FOUND_TEXT.title };

export default function NotFound() {
  return (
    <main className="page" style={{ textAlign: 'center', paddingBlock: '15vh' }}>
      <h1>{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.body}</p>
      <Link href="/" className="btn">
        {NOT_FOUND_TEXT.home}
      </Link>
    </main>
  );
}
