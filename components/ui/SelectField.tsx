import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/FormField.module.css';
import { FieldShell, fieldMessageIds } from './FieldMessages';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled <select> with its inline error, styled like FormField (spread react-hook-form's register into it).
 * `className` goes to the field's wrapper (its width or place in a row), as FormField's does.
 */
export function SelectField({ label, error, hint, options, placeholder, id, className, ref, ...select }: Props) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  return (
    <FieldShell inputId={selectId} label={label} error={error} hint={hint} className={className}>
      <select {...select} ref={ref} id={selectId} className={fieldStyles.input} aria-invalid={error ? true : undefined} aria-describedby={fieldMessageIds(selectId, hint, error).describedBy}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
