'use client';

import { useEffect, useState } from 'react';
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
import { suggestItemname } from '@/lib/menus/suggest-itemname';
import ui from '../ui/admin-ui.module.css';

type Values = z.input<typeof itemFormSchema>;
type Output = z.output<typeof itemFormSchema>;

/** An item copied from the edit panel, to start the form with (mounted afresh for each copy). */
export type ItemCopy = { values: ItemInput; sectionId: string };

/**
 * Add an item to a section (pitem): the item's fields with its sub-items, and the section it goes to. Started from a
 * copied item, it holds that item's fields with a free unique name, and takes the focus on the title to be renamed.
 */
export function AddItemForm({ copy }: { copy?: ItemCopy | null }) {
  const { menu } = useAdmin();
  const run = useMenuEdit();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: copy
      ? { ...copy.values, itemname: suggestItemname(copy.values.title, menuItemnames(menu)), sectionId: copy.sectionId }
      : { ...EMPTY_ITEM, sectionId: menu.sections[0]?._id ?? '' },
  });
  const { setFocus } = form;
  // The copy's note stays until the copy is added (the form is then empty again).
  const [fromCopy, setFromCopy] = useState(Boolean(copy));
  useEffect(() => {
    if (copy) setFocus('title', { shouldSelect: true });
  }, [copy, setFocus]);
  // After an item is added, the title field gets the focus once the reset form has rendered: ready for the next item
  // of the same section, the keyboard starts again there.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added) setFocus('title');
  }, [added, setFocus]);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async ({ sectionId, ...item }: Output) => {
    const done = await run('pitem', { sectionId }, item);
    if (done.ok) {
      reset({ ...EMPTY_ITEM, sectionId: getValues('sectionId') });
      setFromCopy(false);
      setAdded((n) => n + 1);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="add-item-form">
      {copy && fromCopy ? (
        <p className={ui.noticeOk} role="status" data-testid="item-copy-note">
          {ADMIN_ITEMS_TEXT.copyOf(copy.values.title)}
        </p>
      ) : null}
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
