'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { useToast } from '@/components/ui/Toasts';
import { changedPaths, pickChanged } from '@/lib/ui/changed-fields';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { ADMIN_SECTIONS_TEXT } from '@/lib/i18n/ar';
import type { AdminSection } from '@/lib/menus/admin-menu';
import { sectionSchema, type SectionInput } from '@/lib/validation/section';
import { useMenuEdit } from '../use-menu-edit';
import ui from '../ui/admin-ui.module.css';
import { AvailabilityFields, type AvailabilityForm } from '../availability/AvailabilityFields';

type Props = { section?: AdminSection; onDeleted?: () => void };

/** Create a section (no `section`) or edit/delete the selected one (spec §2 Sections screen, §5 Section). */
export function SectionForm({ section, onDeleted }: Props) {
  const run = useMenuEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  const prefix = section ? 'edit-section' : 'create-section';
  const defaultValues: SectionInput = {
    title: section?.title ?? '',
    prime: section?.prime ?? false,
    translations: { en: { title: section?.translations?.en?.title ?? '' } },
    availability: (section?.availability ?? []).map((w) => ({ days: [...w.days], start: w.start, end: w.end })),
  };
  // The section as opened or last saved here: an edit sends only the fields changed since (each whole: the English
  // side, the hours), so what another tab or admin saved meanwhile in the others stays as they saved it.
  const [saved, setSaved] = useState(defaultValues);
  const form = useForm<SectionInput>({ resolver: zodResolver(sectionSchema), defaultValues });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (values: SectionInput) => {
    if (!section) {
      const done = await run('psection', {}, values);
      if (done.ok) reset(defaultValues);
      return;
    }
    const typed = form.getValues();
    const changed = pickChanged(values, changedPaths(typed, saved, 1));
    if (Object.keys(changed).length === 0) return toast.success(ADMIN_SECTIONS_TEXT.nothingChanged);
    if ((await run('esection', { sectionId: section._id }, changed)).ok) setSaved(typed);
  };

  const onDelete = async () => {
    if (!section) return;
    if (!(await confirm({ message: ADMIN_SECTIONS_TEXT.removeConfirm(section.title, section.items.length) }))) return;
    setDeleting(true);
    const done = await run('msection', { sectionId: section._id });
    setDeleting(false);
    if (done.ok) onDeleted?.();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid={`${prefix}-form`}>
      <FormField id={`${prefix}-title`} label={ADMIN_SECTIONS_TEXT.name} error={errors.title?.message} {...register('title')} />
      <FormField
        id={`${prefix}-title-en`}
        label={ADMIN_SECTIONS_TEXT.englishName}
        dir="ltr"
        lang="en"
        error={errors.translations?.en?.title?.message}
        {...register('translations.en.title')}
      />
      <FormField id={`${prefix}-prime`} type="checkbox" label={ADMIN_SECTIONS_TEXT.primeLabel} error={errors.prime?.message} {...register('prime')} />
      <AvailabilityFields form={form as unknown as AvailabilityForm} idPrefix={prefix} />
      {section && <p className={ui.noticeWarn}>{ADMIN_SECTIONS_TEXT.removeWarning}</p>}
      <div className={ui.actions}>
        <SubmitButton busy={isSubmitting} busyText={ADMIN_SECTIONS_TEXT.saving}>
          {section ? ADMIN_SECTIONS_TEXT.save : ADMIN_SECTIONS_TEXT.create}
        </SubmitButton>
        {section && (
          <SubmitButton type="button" className="btn btn-danger" busy={deleting} busyText={ADMIN_SECTIONS_TEXT.removing} onClick={onDelete}>
            {ADMIN_SECTIONS_TEXT.remove}
          </SubmitButton>
        )}
      </div>
    </form>
  );
}
