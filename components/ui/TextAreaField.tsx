import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './FormField.module.css';
import { FieldShell, fieldMessageIds } from './FieldMessages';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * FormField for a text of a few lines (a dish's description, the menu's phrases): the whole text is seen and edited
 * on a phone, where a one-line box showed its first few words. Spread react-hook-form's `register('field')` into it.
 */
export function TextAreaField({ label, error, hint, id, className, rows = 3, ref, ...input }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const { describedBy } = fieldMessageIds(inputId, hint, error);
  return (
    <FieldShell inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        {...input}
        ref={ref}
        id={inputId}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldShell>
  );
}
