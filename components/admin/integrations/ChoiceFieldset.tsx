import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import ui from '../ui/admin-ui.module.css';

/** The checkboxes of a choice list (lib/validation/choice-list.ts: an API key's scopes, a webhook's events), with its error. */
export function ChoiceFieldset<K extends string>({
  legend,
  values,
  labels,
  idPrefix,
  error,
  field,
}: {
  legend: string;
  values: readonly K[];
  labels: Record<K, string>;
  /** Each box's id is `${idPrefix}-${value}`; the error's `${idPrefix}s-error`. */
  idPrefix: string;
  error?: string;
  /** react-hook-form's `register(name)` of the list. */
  field: UseFormRegisterReturn;
}) {
  const errorId = `${idPrefix}s-error`;
  return (
    <fieldset className={ui.radioGroup} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {values.map((value) => (
        <FormField key={value} id={`${idPrefix}-${value}`} type="checkbox" value={value} label={labels[value]} {...field} />
      ))}
      {error ? (
        <p id={errorId} className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
