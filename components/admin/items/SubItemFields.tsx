'use client';

import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { numberText } from '@/components/ui/number-text';
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import type { ItemInput } from '@/lib/validation/item';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

/**
 * An item's sub-items (spec §5 Sub-item: title and price, both required), added and removed in place. Used by every
 * item form: add item, the edit panel and the bulk queue's row form, all validated by the same item schema.
 */
export function SubItemFields({ form, idPrefix }: { form: UseFormReturn<ItemInput>; idPrefix: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const subItems = useFieldArray({ control, name: 'subItems' });
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed row's button goes with it: the keyboard's focus moves to 'add' instead of being lost.
  const remove = (index: number) => {
    subItems.remove(index);
    addButton.current?.focus();
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className={styles.subItems}>
      <legend>{ADMIN_ITEMS_TEXT.subItems}</legend>
      <div className={styles.rows}>
        {subItems.fields.map((field, index) => (
          <div key={field.id} className={styles.subItemRow} data-testid="sub-item-row">
            <FormField id={id(`sub-${index}-title`)} label={ADMIN_ITEMS_TEXT.subItemTitle} error={errors.subItems?.[index]?.title?.message} {...register(`subItems.${index}.title`)} />
            <FormField
              id={id(`sub-${index}-price`)}
              label={ADMIN_ITEMS_TEXT.subItemPrice}
              {...numberText('decimal')}
              error={errors.subItems?.[index]?.price?.message}
              {...register(`subItems.${index}.price`)}
            />
            <FormField
              id={id(`sub-${index}-title-en`)}
              label={ADMIN_ITEMS_TEXT.subItemEnglishTitle}
              dir="ltr"
              lang="en"
              error={errors.subItems?.[index]?.translations?.en?.title?.message}
              {...register(`subItems.${index}.translations.en.title`)}
            />
            <button type="button" className="btn btn-secondary" aria-label={ADMIN_ITEMS_TEXT.removeSubItem(index + 1)} onClick={() => remove(index)}>
              ✕
            </button>
          </div>
        ))}
      </div>
      {errors.subItems?.message ? (
        <p className={ui.error} role="alert">
          {errors.subItems.message}
        </p>
      ) : null}
      <button ref={addButton} type="button" className="btn btn-secondary" onClick={() => subItems.append({ title: '', price: '', translations: { en: { title: '' } } })}>
        {ADMIN_ITEMS_TEXT.addSubItem}
      </button>
    </fieldset>
  );
}
