'use client';

import { ErrorScreen } from '@/components/ui/ErrorScreen';

/** Any page below the root layout that fails to render: the Arabic (or the diner's English) error screen. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen digest={error.digest} />;
}
