import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/FormField.module.css';
import styles from './Orders.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select, spread with react-hook-form's `register` (or controlled with value/onChange). */
export function SelectField({ label, options, error, id, ref, ...select }: Props) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <select {...select} ref={ref} id={selectId} className={styles.select} aria-invalid={error ? true : undefined}>
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
