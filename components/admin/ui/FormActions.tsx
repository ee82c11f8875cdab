import { SubmitButton } from '@/components/ui/SubmitButton';
import { PUBLIC_INFO_TEXT } from '@/lib/i18n/ar';
import { COMMON_TEXT } from '@/lib/i18n/common-ar';
import styles from './admin-ui.module.css';

/** An admin form's buttons: submit (busy while saving), and 'إلغاء' when the form edits a row in place. */
export function FormActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel?: () => void }) {
  return (
    <div className={styles.actions}>
      <SubmitButton busy={busy} busyText={PUBLIC_INFO_TEXT.saving}>
        {submitLabel}
      </SubmitButton>
      {onCancel ? (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {COMMON_TEXT.cancel}
        </button>
      ) : null}
    </div>
  );
}
