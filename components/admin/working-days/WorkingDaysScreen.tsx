'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAdmin } from '@/components/admin/AdminContext';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { editMenu } from '@/lib/menus/edits/client';
import { MENU_TEXT, PUBLIC_INFO_TEXT, WORKING_DAYS_TEXT as T } from '@/lib/i18n/ar';
import { deleteDayBody, WEEK_DAYS, workingDayFormSchema, type WeekDay, type WorkingDayForm } from '@/lib/validation/working-day';
import styles from '@/components/admin/public-info/AdminPanel.module.css';
import { AdminCard } from '@/components/admin/public-info/AdminCard';

type Pending = { day: WeekDay; x: number; y: number };

/**
 * Working days (spec §2): the list (click a day: a floating delete button at the click position, any outside click
 * dismisses it; delete sends the 'M'-prefixed day) and the create/edit form (saving an existing day edits it).
 */
export function WorkingDaysScreen() {
  const { menu } = useAdmin();
  const { run } = useAdminAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const floating = useRef<HTMLButtonElement>(null);
  const days = [...menu.workingDays].sort((a, b) => WEEK_DAYS.indexOf(a.day as WeekDay) - WEEK_DAYS.indexOf(b.day as WeekDay));

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
    formState: { errors, isSubmitting },
  } = useForm<WorkingDayForm>({ resolver: zodResolver(workingDayFormSchema), defaultValues: { start: '', end: '' } });

  const save = (values: WorkingDayForm) => run(() => editMenu(menu._id, undefined, {}, { workingDays: [{ day: values.day, start: values.start ?? '', end: values.end ?? '' }] }));
  const remove = async (day: WeekDay) => {
    setPending(null);
    await run(() => editMenu(menu._id, undefined, {}, deleteDayBody(day)));
  };

  return (
    <div id="admin-screen-workingDays" className={styles.screen}>
      <h2 className={styles.title}>{T.title}</h2>
      <div className={styles.grid}>
        <section className={styles.card} aria-label={T.title}>
          <p className={styles.muted}>{T.hint}</p>
          {days.length === 0 ? <p>{T.empty}</p> : null}
          <table className={styles.table} data-testid="working-days">
            <thead>
              <tr>
                <th scope="col">{T.day}</th>
                <th scope="col">{T.start}</th>
                <th scope="col">{T.end}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr
                  key={d.day}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={(e) => {
                    setPending({ day: d.day as WeekDay, x: e.clientX, y: e.clientY });
                    reset({ day: d.day as WeekDay, start: d.start ?? '', end: d.end ?? '' }); // ready to edit that day
                  }}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    const r = e.currentTarget.getBoundingClientRect();
                    setPending({ day: d.day as WeekDay, x: r.left + r.width / 2, y: r.top + r.height / 2 });
                  }}
                  data-day={d.day}
                >
                  <td style={{ paddingBlock: 10 }}>{MENU_TEXT.dayNames[d.day] ?? d.day}</td>
                  <td>
                    <span className={styles.ltr}>{d.start || '—'}</span>
                  </td>
                  <td>
                    <span className={styles.ltr}>{d.end || '—'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <AdminCard title={T.formTitle}>
          <form id="working-day-form" onSubmit={handleSubmit(save)} noValidate>
            <label htmlFor="wd-day" style={{ display: 'block', fontWeight: 600 }}>
              {T.day}
            </label>
            <select id="wd-day" className={styles.select} defaultValue="" {...register('day')} aria-invalid={errors.day ? true : undefined}>
              <option value="" disabled>
                {T.chooseDay}
              </option>
              {WEEK_DAYS.map((d) => (
                <option key={d} value={d}>
                  {MENU_TEXT.dayNames[d]}
                </option>
              ))}
            </select>
            {errors.day ? <p className={styles.error}>{errors.day.message}</p> : <div style={{ blockSize: 14 }} />}
            <FormField label={T.start} dir="ltr" placeholder="09:00" inputMode="numeric" hint={T.hourHint} error={errors.start?.message} {...register('start')} />
            <FormField label={T.end} dir="ltr" placeholder="23:00" inputMode="numeric" error={errors.end?.message} {...register('end')} />
            <SubmitButton busy={isSubmitting} busyText={PUBLIC_INFO_TEXT.saving}>
              {T.save}
            </SubmitButton>
          </form>
        </AdminCard>
      </div>
      {pending ? (
        <button
          ref={floating}
          type="button"
          className="btn btn-danger"
          data-testid="floating-delete-day"
          style={{ position: 'fixed', left: pending.x, top: pending.y, transform: 'translate(-50%, -110%)', zIndex: 50, boxShadow: 'var(--shadow)' }}
          onClick={() => remove(pending.day)}
        >
          {T.deleteDay(MENU_TEXT.dayNames[pending.day])}
        </button>
      ) : null}
    </div>
  );
}
