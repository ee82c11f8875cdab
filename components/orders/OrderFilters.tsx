'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/FormField';
import { ORDERS_TEXT } from '@/lib/i18n/en';
import { FILTER_KEYS, type FilterKey, type FilterValues } from '@/lib/orders/filter-params';
import { SelectField } from '@/components/ui/SelectField';
import { numberText } from '@/components/ui/number-text';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.filters;
const yesNo = [
  { value: '', label: T.any },
  { value: 'true', label: T.yes },
  { value: 'false', label: T.no },
];
const DATE_KEYS: FilterKey[] = ['createdAtFrom', 'createdAtTo', 'subEndFrom', 'subEndTo'];
const FRACTION_KEYS: FilterKey[] = ['top', 'topGt', 'topLt'];

/** Every filter of §7 GET /api/v1/orders; applied into the URL by the parent. */
export function OrderFilters({ initial, onApply }: { initial: FilterValues; onApply: (f: FilterValues) => void }) {
  const [values, setValues] = useState<FilterValues>(initial);
  const set = (key: FilterKey) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const empty = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as FilterValues;

  return (
    <form
      role="search"
      aria-label={T.title}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(values);
      }}
    >
      <div className={styles.filters}>
        <FormField label={T.username} value={values.username} onChange={set('username')} autoCapitalize="none" spellCheck={false} />
        <SelectField
          label={T.status}
          value={values.status}
          onChange={set('status')}
          options={[
            { value: '', label: T.any },
            { value: 'ready', label: 'ready' },
            { value: 'unready', label: 'unready' },
          ]}
        />
        <SelectField label={T.hasUnreadyEdits} value={values.hasUnreadyEdits} onChange={set('hasUnreadyEdits')} options={yesNo} />
        <SelectField label={T.canceled} value={values.canceled} onChange={set('canceled')} options={yesNo} />
        {DATE_KEYS.map((k) => (
          <FormField key={k} label={T[k as keyof typeof T]} type="date" value={values[k]} onChange={set(k)} />
        ))}
        {FRACTION_KEYS.map((k) => (
          <FormField key={k} label={T[k as keyof typeof T]} {...numberText('decimal')} value={values[k]} onChange={set(k)} />
        ))}
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="btn">
          {T.apply}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setValues(empty);
            onApply(empty);
          }}
        >
          {T.reset}
        </button>
      </div>
    </form>
  );
}
