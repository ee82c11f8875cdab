import { ADMIN_UPLOAD_TEXT } from '@/lib/i18n/ar';
import styles from './admin-ui.module.css';

/** A labelled progress bar for uploads and bulk work; `value` is a fraction 0..1, `label` overrides the percent text. */
export function UploadProgress({ value, label }: { value: number; label?: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className={styles.progress} data-testid="upload-progress">
      <progress className={styles.progressBar} max={100} value={percent} aria-label={ADMIN_UPLOAD_TEXT.progressLabel} />
      <span className={styles.progressText} aria-live="polite">
        {label ?? ADMIN_UPLOAD_TEXT.progress(percent)}
      </span>
    </div>
  );
}
