'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { SelectField } from '@/components/ui/SelectField';
import { FormField } from '@/components/ui/FormField';
import { numberText } from '@/components/ui/number-text';
import { ADMIN_ITEMS_TEXT as T } from '@/lib/i18n/ar';
import type { AdminItem } from '@/lib/menus/admin-menu';
import { isSoldOut } from '@/lib/shared/availability';
import { dateFormat } from '@/lib/shared/date-format';
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

/** 'D/M HH:MM' of an instant on the menu's clock (no Latin comma inside the Arabic sentence). */
function clockTime(iso: string, timeZone: string): string {
  const parts = dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', day: 'numeric', month: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
}
const blank = (v: unknown) => (v === '' ? undefined : v);

/**
 * Sold out: the item, or one of its options, for the rest of the day (back by itself at the menu's
 * midnight), for some hours, or until turned back; what is sold out now says until when, with a button to bring it
 * back at once. Checked by the sitem schema.
 */
export function SoldOutControl({ item, timeZone, busy, onSubmit }: Props) {
  const now = new Date();
  const itemSoldOut = isSoldOut(item, now);
  const options = (item.optionGroups ?? []).flatMap((g) => g.options.map((o) => ({ ...o, group: g.title })));
  const soldOutOptions = options.filter((o) => isSoldOut(o, now));
  const targets = [...(itemSoldOut ? [] : [{ value: '', label: T.soldOutWholeItem }]), ...options.filter((o) => !isSoldOut(o, now)).map((o) => ({ value: String(o._id), label: `${o.group}: ${o.title}` }))];

  return (
    <div className={styles.soldOutControl}>
      <p className={ui.muted} data-testid="item-sold-out-state">
        {!itemSoldOut ? T.soldOutStateOff : item.soldOutUntil ? T.soldOutUntilState(clockTime(item.soldOutUntil, timeZone)) : T.soldOutStateOn}
      </p>
      {itemSoldOut && (
        <SubmitButton type="button" className="btn btn-secondary" busy={busy} busyText={T.saving} onClick={() => onSubmit({ soldOut: false })}>
          {T.markAvailable}
        </SubmitButton>
      )}
      {soldOutOptions.map((o) => (
        <div key={String(o._id)} className={styles.soldOutOption} data-testid="option-sold-out-state">
          <p className={ui.muted}>{T.optionSoldOutState(o.title, o.soldOutUntil ? clockTime(o.soldOutUntil, timeZone) : null)}</p>
          <SubmitButton type="button" className="btn btn-secondary" busy={busy} busyText={T.saving} onClick={() => onSubmit({ soldOut: false, option: String(o._id) })}>
            {T.markOptionAvailable(o.title)}
          </SubmitButton>
        </div>
      ))}
      {targets.length > 0 && (
        <SoldOutForm key={targets.map((t) => t.value).join()} itemId={String(item._id)} targets={targets} withTargets={options.length > 0} busy={busy} onSubmit={onSubmit} />
      )}
    </div>
  );
}

type FormProps = { itemId: string; targets: { value: string; label: string }[]; withTargets: boolean; busy: boolean; onSubmit: Props['onSubmit'] };

/** What to mark sold out (the item or an option) and for how long; mounted afresh when what can be marked changes. */
function SoldOutForm({ itemId, targets, withTargets, busy, onSubmit }: FormProps) {
  const form = useForm<Values, unknown, SoldOutBody>({
    resolver: zodResolver(soldOutSchema),
    defaultValues: { soldOut: true, for: 'day', hours: 2, option: blank(targets[0]?.value) as string | undefined },
  });
  const chosen = useWatch({ control: form.control, name: 'for' });
  const send = (body: SoldOutBody) =>
    onSubmit({ soldOut: true, ...(body.option ? { option: body.option } : {}), ...(body.for ? { for: body.for } : {}), ...(body.for === 'hours' ? { hours: body.hours } : {}) });
  return (
    <form noValidate data-testid="sold-out-form" onSubmit={form.handleSubmit(send)}>
      <div className={ui.fieldRow}>
        {withTargets && <SelectField id={`sold-out-what-${itemId}`} label={T.soldOutWhat} options={targets} {...form.register('option', { setValueAs: blank })} />}
        <SelectField id={`sold-out-for-${itemId}`} label={T.soldOutFor} options={FOR_OPTIONS} {...form.register('for', { setValueAs: blank })} />
        {chosen === 'hours' && (
          <FormField
            id={`sold-out-hours-${itemId}`}
            label={T.soldOutHoursCount}
            {...numberText('whole')}
            error={form.formState.errors.hours?.message}
            {...form.register('hours')}
          />
        )}
      </div>
      <SubmitButton className="btn btn-secondary" busy={busy} busyText={T.saving}>
        {T.markSoldOut}
      </SubmitButton>
    </form>
  );
}
