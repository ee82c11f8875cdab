'use client';

import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { NO_SECTIONS_TEXT as T } from '@/lib/i18n/ar';
import { adminScreenPath } from '@/lib/ui/admin-screens';
import ui from './admin-ui.module.css';

/** Items and galleries live in sections: on those screens, a menu without one says so and leads to the sections screen. */
export function NoSectionsYet() {
  const { menu } = useAdmin();
  return (
    <div className={ui.notice} role="note" data-testid="no-sections">
      <p>{T.message}</p>
      <Link href={adminScreenPath(menu._id, 'sections')}>{T.create}</Link>
    </div>
  );
}
