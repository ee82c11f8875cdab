'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAdmin } from '@/components/admin/AdminContext';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { editMenu } from '@/lib/menus/edits/client';
import { PUBLIC_INFO_TEXT, WORKING_DAYS_TEXT as T } from '@/lib/i18n/ar';
import { MENU_TEXT } from '@/lib/i18n/diner-ar';
import { deleteDayBody, WEEK_DAYS, workingDaysFormSchema, type WeekDay, type WorkingDaysForm } from '@/lib/validation/working-day';
import { endsNextDay, LATEST_NEXT_DAY_END } from '@/lib/menus/open-status';
import { SelectField } from '@/components/ui/SelectField';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { AdminTable } from '../ui/AdminTable';
import { Panel } from '../ui/Panel';
import { ScreenHeader } from '../ui/ScreenHeader';
import ui from '../ui/admin-ui.module.css';

type Pending = { day: WeekDay; x: number; y: number };

/**
 * Working days (spec §2): the list (click a day: a floating delete button at the click position, any outside click
 * dismisses it; delete asks first, then sends the 'M'-prefixed day) and the create/edit form (saving an existing day edits it).
 */
export function WorkingDaysScreen() {
  const { menu } = useAdmin();
  const { run } = useAdminAction();
  const confirm = useConfirm();
  const [pending, setPending] = useState<Pending | null>(null);
  const floating = useRef<HTMLButtonElement>(null);
  const days = [...menu.workingDays].sort((a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day));

  useEffect(() => {
    if (!pending) return;
    floating.current?.focus();
    const dismiss = (e: Event) => {
      if (!floating.current?.contains(e.target as Node)) setPending(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPending(null);
    document.addEventListener('pointerdown', dismiss, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', dismiss, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [pending]);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<WorkingDaysForm>({ resolver: zodResolver(workingDaysFormSchema), defaultValues: { start: '', end: '', alsoDays: [] } });
  const chosenDay = useWatch({ control, name: 'day' });

  // The day and the others given the same hours, in one call (one write: the week is saved whole or not at all).
  // A time field left half typed on a computer ('10:--') reads as empty: said so rather than saved as a day of no hours.
  const save = async (values: WorkingDaysForm, event?: React.BaseSyntheticEvent) => {
    const fields = (event?.target as HTMLFormElement | undefined)?.elements;
    const unfinished = (['start', 'end'] as const).filter((name) => (fields?.namedItem(name) as HTMLInputElement | null)?.validity.badInput);
    if (unfinished.length > 0) return unfinished.forEach((name) => setError(name, { message: T.unfinishedHour }));
    const targets = WEEK_DAYS.filter((d) => d === values.day || values.alsoDays.includes(d));
    const saved = await run(async () => {
      const res = await editMenu(menu._id, undefined, {}, { workingDays: targets.map((day) => ({ day, start: values.start ?? '', end: values.end ?? '' })) });
      return targets.length > 1 ? { data: { message: T.savedDays(targets.length) } } : res;
    });
    if (saved) setValue('alsoDays', []);
  };
  // A chosen day (click or Enter): its delete button where it was chosen, and the form ready to edit it.
  const choose = (d: (typeof days)[number], x: number, y: number) => {
    setPending({ day: d.day, x, y });
    reset({ day: d.day, start: d.start ?? '', end: d.end ?? '', alsoDays: [] });
  };
  // Deleting a day asks first (§5: every destructive action).
  const remove = async (day: WeekDay) => {
    setPending(null);
    if (!(await confirm({ message: T.deleteDayConfirm(MENU_TEXT.dayNames[day]) }))) return;
    await run(() => editMenu(menu._id, undefined, {}, deleteDayBody(day)));
  };

  return (
    <div id={adminScreenId('workingDays')} className={ui.screen}>
      <ScreenHeader title={T.title} />
      <div className={ui.split}>
        <Panel title={T.title}>
          <p className={ui.hint}>{T.hint}</p>
          {days.length === 0 ? (
            <p className={ui.muted}>{T.empty}</p>
          ) : (
            <AdminTable testId="working-days" headers={[T.day, T.start, T.end]}>
              {days.map((d) => (
                <tr
                  key={d.day}
                  tabIndex={0}
                  className={`${ui.clickable} ${pending?.day === d.day ? ui.selected : ''}`}
                  onClick={(e) => choose(d, e.clientX, e.clientY)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    const r = e.currentTarget.getBoundingClientRect();
                    choose(d, r.left + r.width / 2, r.top + r.height / 2);
                  }}
                  data-day={d.day}
                >
                  <td>{MENU_TEXT.dayNames[d.day] ?? d.day}</td>
                  <td>
                    <span className={ui.ltr}>{d.start || '—'}</span>
                  </td>
                  <td>
                    <span className={ui.ltr}>{d.end || '—'}</span>
                    {endsNextDay(d) ? <small className={ui.cellNote}>{T.pastMidnight}</small> : null}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Panel>
        <Panel title={T.formTitle}>
          <form id="working-day-form" onSubmit={handleSubmit(save)} noValidate>
            <SelectField
              id="wd-day"
              label={T.day}
              placeholder={T.chooseDay}
              options={WEEK_DAYS.map((d) => ({ value: d, label: MENU_TEXT.dayNames[d] }))}
              error={errors.day?.message}
              {...register('day')}
            />
            <div className={ui.fieldRow}>
              <FormField label={T.start} type="time" dir="ltr" error={errors.start?.message} {...register('start')} />
              <FormField label={T.end} type="time" dir="ltr" hint={T.endHint(LATEST_NEXT_DAY_END)} error={errors.end?.message} {...register('end')} />
            </div>
            <fieldset className={ui.radioGroup} data-testid="also-days">
              <legend>{T.alsoDays}</legend>
              {WEEK_DAYS.map((d) => (
                <label key={d}>
                  <input type="checkbox" value={d} disabled={d === chosenDay} {...register('alsoDays')} />
                  {MENU_TEXT.dayNames[d]}
                </label>
              ))}
              <button type="button" className="btn btn-secondary" onClick={() => setValue('alsoDays', [...WEEK_DAYS])}>
                {T.allDays}
              </button>
            </fieldset>
            <SubmitButton busy={isSubmitting} busyText={PUBLIC_INFO_TEXT.saving}>
              {T.save}
            </SubmitButton>
          </form>
        </Panel>
      </div>
      {pending ? (
        <button
          ref={floating}
          type="button"
          className={`btn btn-danger ${ui.floating}`}
          data-testid="floating-delete-day"
          // At the click's position on the screen (pointer coordinates are physical, not logical).
          style={{ left: pending.x, top: pending.y }}
          onClick={() => remove(pending.day)}
        >
          {T.deleteDay(MENU_TEXT.dayNames[pending.day])}
        </button>
      ) : null}
    </div>
  );
}
