import { ADMIN_REVIEW_TEXT } from '@/lib/i18n/ar';
import styles from './PreviewBanner.module.css';

/** Above an inactive menu's preview (app/m/[id]/preview): this page is the admins' alone; diners see 'not active'. */
export function PreviewBanner() {
  return (
    <p className={styles.banner} role="note" data-testid="preview-banner">
      {ADMIN_REVIEW_TEXT.previewBanner}
    </p>
  );
}
