'use client';

import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import { itemFormSchema, type ItemInput } from '@/lib/validation/item';
import type { z } from '@/lib/validation/z';
import { useAdmin } from '../AdminContext';
import { SelectField } from '@/components/ui/SelectField';
import { useMenuEdit } from '../use-menu-edit';
import { ItemFields } from './ItemFields';
import { EMPTY_ITEM, menuItemnames } from './item-form-values';

type Values = z.input<typeof itemFormSchema>;
type Output = z.output<typeof itemFormSchema>;

/** Add an item to a section (pitem): the item's fields with its sub-items, and the section it goes to. */
export function AddItemForm() {
  const { menu } = useAdmin();
  const run = useMenuEdit();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: { ...EMPTY_ITEM, sectionId: menu.sections[0]?._id ?? '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async ({ sectionId, ...item }: Output) => {
    const done = await run('pitem', { sectionId }, item);
    if (done.ok) reset({ ...EMPTY_ITEM, sectionId: getValues('sectionId') });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="add-item-form">
      <SelectField
        id="add-item-section"
        label={ADMIN_ITEMS_TEXT.section}
        placeholder={ADMIN_ITEMS_TEXT.chooseSection}
        options={menu.sections.map((s) => ({ value: s._id, label: s.title }))}
        error={errors.sectionId?.message}
        {...register('sectionId')}
      />
      <ItemFields form={form as unknown as UseFormReturn<ItemInput>} idPrefix="add-item" takenItemnames={menuItemnames(menu)} />
      <SubmitButton busy={isSubmitting} busyText={ADMIN_ITEMS_TEXT.adding}>
        {ADMIN_ITEMS_TEXT.add}
      </SubmitButton>
    </form>
  );
}
