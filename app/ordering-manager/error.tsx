'use client';

import { ErrorScreen } from '@/components/ui/ErrorScreen';

/** The staff's page failed to render: the error screen in the staff's English, inside their layout. */
export default function OrderingManagerError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen digest={error.digest} lang="en" />;
}
