import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './FormField.module.css';
import { FieldMessages, FieldShell, fieldMessageIds } from './FieldMessages';
import { FilePicker } from './FilePicker';

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  /** The visible label (for a checkbox: the text beside the box; may hold links). */
  label: ReactNode;
  /** The field's error message, shown under it and announced to screen readers. */
  error?: string;
  /** A short help text under the field. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input with its inline error. Spread react-hook-form's `register('field')` into it:
 * `<FormField label="…" error={errors.field?.message} {...register('field')} />`.
 */
export function FormField({ label, error, hint, id, className, type = 'text', ref, ...input }: FormFieldProps) {
  const autoId = useId();
  // A file field is the shared Arabic file picker (no browser-native 'Choose File').
  if (type === 'file') return <FilePicker label={label} error={error} hint={hint} id={id} className={className} ref={ref} {...input} />;
  const inputId = id ?? `field-${autoId}`;
  const { describedBy } = fieldMessageIds(inputId, hint, error);
  const control = (
    <input
      {...input}
      ref={ref}
      id={inputId}
      type={type}
      className={type === 'checkbox' ? styles.checkbox : styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );

  if (type !== 'checkbox') {
    return (
      <FieldShell inputId={inputId} label={label} error={error} hint={hint} className={className}>
        {control}
      </FieldShell>
    );
  }
  // A checkbox: its text beside the box, not above it.
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`}>
      <div className={styles.checkRow}>
        {control}
        <label htmlFor={inputId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
