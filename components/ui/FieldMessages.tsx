import type { ReactNode } from 'react';
import styles from './FormField.module.css';

/** A field's ids for its hint and error, and the aria-describedby that names those shown. */
export function fieldMessageIds(inputId: string, hint: ReactNode, error: string | undefined) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** The hint under a field and its error (announced to screen readers), shared by every field component. */
export function FieldMessages({ inputId, hint, error }: { inputId: string; hint?: ReactNode; error?: string }) {
  const { hintId, errorId } = fieldMessageIds(inputId, hint, error);
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A field's frame, shared by every field component: the label above, the control (children), its hint and error under it. */
export function FieldShell({
  inputId,
  label,
  labelId,
  error,
  hint,
  className,
  children,
}: {
  inputId: string;
  label: ReactNode;
  labelId?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
