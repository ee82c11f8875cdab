'use client';

import { ErrorScreen } from '@/components/ui/ErrorScreen';
import './globals.css';

/** The root layout itself failed: this replaces it, so it brings its own html and body (Arabic, right to left). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ar" dir="rtl">
      <body>
        <ErrorScreen digest={error.digest} />
      </body>
    </html>
  );
}
