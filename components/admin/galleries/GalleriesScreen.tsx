'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { GALLERY_TEXT as T } from '@/lib/i18n/ar';
import { SectionGalleries } from './SectionGalleries';
import styles from '@/components/admin/public-info/AdminPanel.module.css';

/** Galleries (spec §2): only above plan 1; below it, the paid-feature notice (the server refuses the ops too). */
export function GalleriesScreen() {
  const { menu } = useAdmin();
  const allowed = (menu.plan ?? 0) > 1;
  return (
    <div id="admin-screen-galleries" className={styles.screen}>
      <h2 className={styles.title}>{T.title}</h2>
      {!allowed ? (
        <p className={styles.notice} role="note" data-testid="galleries-paid-notice">
          {T.paidFeature}
        </p>
      ) : menu.sections.length === 0 ? (
        <p className={styles.muted}>{T.noSections}</p>
      ) : (
        <div className={styles.grid}>
          {menu.sections.map((s) => (
            <SectionGalleries key={s._id} section={s} />
          ))}
        </div>
      )}
    </div>
  );
}
