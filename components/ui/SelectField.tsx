import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/FormField.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled <select> with its inline error, styled like FormField (spread react-hook-form's register into it). */
export function SelectField({ label, error, options, placeholder, id, ref, ...select }: Props) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <select {...select} ref={ref} id={selectId} className={fieldStyles.input} aria-invalid={error ? true : undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
