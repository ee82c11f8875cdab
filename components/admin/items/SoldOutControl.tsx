'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { SelectField } from '@/components/ui/SelectField';
import { FormField } from '@/components/ui/FormField';
import { ADMIN_ITEMS_TEXT as T } from '@/lib/i18n/ar';
import type { AdminItem } from '@/lib/menus/admin-menu';
import { isSoldOut } from '@/lib/shared/availability';
import { soldOutSchema, type SoldOutBody } from '@/lib/validation/item';
import type { z } from '@/lib/validation/z';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

type Values = z.input<typeof soldOutSchema>;
type Props = { item: AdminItem; timeZone: string; busy: boolean; onSubmit: (body: SoldOutBody) => Promise<unknown> };

const FOR_OPTIONS = [
  { value: 'day', label: T.soldOutRestOfDay },
  { value: 'hours', label: T.soldOutHours },
  { value: '', label: T.soldOutUntilBack },
];

/** 'HH:MM' of an instant on the menu's clock. */
const clockTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', day: 'numeric', month: 'numeric' }).format(new Date(iso));

/**
 * Sold out (issue #22): for the rest of the day (back by itself at the menu's midnight), for some hours, or until turned
 * back; once sold out, when it comes back and the button to bring it back now. Checked by the sitem schema.
 */
export function SoldOutControl({ item, timeZone, busy, onSubmit }: Props) {
  const form = useForm<Values, unknown, SoldOutBody>({ resolver: zodResolver(soldOutSchema), defaultValues: { soldOut: true, for: 'day', hours: 2 } });
  const chosen = useWatch({ control: form.control, name: 'for' });
  const soldOut = isSoldOut(item, new Date());
  if (soldOut) {
    return (
      <div className={styles.soldOutControl}>
        <p className={ui.muted} data-testid="item-sold-out-state">
          {item.soldOutUntil ? T.soldOutUntilState(clockTime(item.soldOutUntil, timeZone)) : T.soldOutStateOn}
        </p>
        <SubmitButton type="button" className="btn btn-secondary" busy={busy} busyText={T.saving} onClick={() => onSubmit({ soldOut: false })}>
          {T.markAvailable}
        </SubmitButton>
      </div>
    );
  }
  return (
    <form
      className={styles.soldOutControl}
      noValidate
      data-testid="sold-out-form"
      onSubmit={form.handleSubmit((body) => onSubmit({ soldOut: true, ...(body.for ? { for: body.for } : {}), ...(body.for === 'hours' ? { hours: body.hours } : {}) }))}
    >
      <p className={ui.muted} data-testid="item-sold-out-state">
        {T.soldOutStateOff}
      </p>
      <div className={ui.fieldRow}>
        <SelectField
          id={`sold-out-for-${item._id}`}
          label={T.soldOutFor}
          options={FOR_OPTIONS}
          {...form.register('for', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
        />
        {chosen === 'hours' && (
          <FormField
            id={`sold-out-hours-${item._id}`}
            label={T.soldOutHoursCount}
            type="number"
            inputMode="numeric"
            min="1"
            max="72"
            step="1"
            dir="ltr"
            error={form.formState.errors.hours?.message}
            {...form.register('hours', { valueAsNumber: true })}
          />
        )}
      </div>
      <SubmitButton className="btn btn-secondary" busy={busy} busyText={T.saving}>
        {T.markSoldOut}
      </SubmitButton>
    </form>
  );
}
