'use client';

import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { numberText } from '@/components/ui/number-text';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import { suggestItemname } from '@/lib/menus/suggest-itemname';
import type { ItemInput } from '@/lib/validation/item';
import { SelectField } from '@/components/ui/SelectField';
import ui from '../ui/admin-ui.module.css';
import { SubItemFields } from './SubItemFields';
import { DietaryFields } from './DietaryFields';
import { OptionGroupFields } from './OptionGroupFields';
import { AvailabilityFields, type AvailabilityForm } from '../availability/AvailabilityFields';

type Props = {
  /** The form (its values hold at least the item's fields). */
  form: UseFormReturn<ItemInput>;
  idPrefix: string;
  /**
   * The add forms: the itemnames already taken (the menu's, and the bulk queue's). While the owner has not written
   * one, the unique name follows the title (suggest-itemname.ts). Not given by the edit panel: a stored name stays.
   */
  takenItemnames?: readonly string[];
};

const SHOW_OPTIONS = [
  { value: 'small-image', label: ADMIN_ITEMS_TEXT.standard },
  { value: 'large-image', label: ADMIN_ITEMS_TEXT.landscape },
];

/** The item's fields (spec §5 Item) with its sub-items, option groups and hours, shared by the add form, the edit panel and the bulk queue. */
export function ItemFields({ form, idPrefix, takenItemnames }: Props) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  // The name suggested for the title before this change: the field still holding it (or nothing) follows the title.
  // A form that starts with a suggested name (a copied item's) counts it as suggested.
  const [startSuggested] = useState(() => {
    const name = getValues('itemname');
    return takenItemnames && name && name === suggestItemname(getValues('title'), takenItemnames) ? name : '';
  });
  const suggested = useRef(startSuggested);
  const followTitle = (title: string) => {
    if (!takenItemnames) return;
    const current = getValues('itemname');
    if (current !== '' && current !== suggested.current) return;
    suggested.current = suggestItemname(title, takenItemnames);
    setValue('itemname', suggested.current, { shouldValidate: isSubmitted });
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  /** An English field's props: its own id, written left to right, its error and its registration. */
  const english = (key: 'title' | 'description') => ({
    id: id(`${key}-en`),
    dir: 'ltr',
    lang: 'en',
    error: errors.translations?.en?.[key]?.message,
    ...register(`translations.en.${key}`),
  });
  return (
    <>
      <div className={ui.fieldRow}>
        <FormField
          id={id('title')}
          label={ADMIN_ITEMS_TEXT.itemTitle}
          error={errors.title?.message}
          {...register('title')}
          onInput={(e) => followTitle(e.currentTarget.value)}
        />
        <FormField
          id={id('itemname')}
          label={ADMIN_ITEMS_TEXT.itemname}
          hint={takenItemnames ? ADMIN_ITEMS_TEXT.itemnameFromTitleHint : ADMIN_ITEMS_TEXT.itemnameHint}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.itemname?.message}
          {...register('itemname')}
        />
      </div>
      <TextAreaField id={id('description')} label={ADMIN_ITEMS_TEXT.description} error={errors.description?.message} {...register('description')} />
      <FormField label={ADMIN_ITEMS_TEXT.englishTitle} {...english('title')} />
      <TextAreaField label={ADMIN_ITEMS_TEXT.englishDescription} {...english('description')} />
      <div className={ui.fieldRow}>
        <FormField
          id={id('price')}
          label={ADMIN_ITEMS_TEXT.price}
          {...numberText('decimal')}
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField id={id('show')} label={ADMIN_ITEMS_TEXT.displayType} options={SHOW_OPTIONS} error={errors.show?.type?.message} {...register('show.type')} />
      </div>
      <FormField id={id('pin')} type="checkbox" label={ADMIN_ITEMS_TEXT.pin} error={errors.pin?.message} {...register('pin')} />
      <SubItemFields form={form} idPrefix={idPrefix} />
      <OptionGroupFields form={form} idPrefix={idPrefix} />
      <AvailabilityFields form={form as unknown as AvailabilityForm} idPrefix={idPrefix} />
      <DietaryFields form={form} idPrefix={idPrefix} />
    </>
  );
}
