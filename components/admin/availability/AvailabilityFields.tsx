'use client';

import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { ADMIN_ITEMS_TEXT as T } from '@/lib/i18n/ar';
import { MENU_TEXT } from '@/lib/i18n/diner-ar';
import { MAX_AVAILABILITY_WINDOWS } from '@/lib/shared/availability';
import { WEEK_DAYS } from '@/lib/validation/working-day';
import type { AvailabilityInput } from '@/lib/validation/availability';
import ui from '../ui/admin-ui.module.css';
import styles from './AvailabilityFields.module.css';

type WithAvailability = { availability?: AvailabilityInput };
/** The item form and the section form both hold `availability` (lib/validation/availability.ts). */
export type AvailabilityForm = UseFormReturn<WithAvailability>;
type Props = { form: AvailabilityForm; idPrefix: string };

/**
 * A section's or an item's hours: windows of weekdays (check boxes) with a start and an end; none means
 * always. An end before the start runs past midnight. Checked by the same schema on the server.
 */
export function AvailabilityFields({ form, idPrefix }: Props) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const windows = useFieldArray({ control, name: 'availability' });
  const addButton = useRef<HTMLButtonElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const remove = (index: number) => {
    windows.remove(index);
    addButton.current?.focus();
  };
  return (
    <fieldset className={styles.availability} data-testid="availability-fields">
      <legend>{T.availability}</legend>
      <p className={ui.hint}>{T.availabilityHint}</p>
      {windows.fields.map((field, index) => {
        const err = errors.availability?.[index];
        return (
          <fieldset key={field.id} className={styles.window} data-testid="availability-window">
            <legend>{T.availabilityWindow(index + 1)}</legend>
            <div className={`${ui.radioGroup} ${styles.days}`}>
              {WEEK_DAYS.map((day) => (
                <label key={day}>
                  <input type="checkbox" value={day} {...register(`availability.${index}.days`)} />
                  {MENU_TEXT.dayNames[day]}
                </label>
              ))}
            </div>
            {err?.days?.message || err?.days?.root?.message ? (
              <p className={ui.error} role="alert">
                {err?.days?.message ?? err?.days?.root?.message}
              </p>
            ) : null}
            <div className={styles.hours}>
              <FormField id={id(`avail-${index}-start`)} label={T.availableFrom} type="time" dir="ltr" error={err?.start?.message} {...register(`availability.${index}.start`)} />
              <FormField id={id(`avail-${index}-end`)} label={T.availableTo} type="time" dir="ltr" error={err?.end?.message} {...register(`availability.${index}.end`)} />
              <button type="button" className="btn btn-secondary" aria-label={T.removeAvailability(index + 1)} onClick={() => remove(index)}>
                ✕
              </button>
            </div>
          </fieldset>
        );
      })}
      {errors.availability?.message ? (
        <p className={ui.error} role="alert">
          {errors.availability.message}
        </p>
      ) : null}
      {windows.fields.length < MAX_AVAILABILITY_WINDOWS && (
        <button ref={addButton} type="button" className="btn btn-secondary" onClick={() => windows.append({ days: [...WEEK_DAYS], start: '07:00', end: '11:30' })}>
          {T.addAvailability}
        </button>
      )}
    </fieldset>
  );
}
