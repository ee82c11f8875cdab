'use client';

import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import type { ItemInput } from '@/lib/validation/item';
import { SelectField } from '@/components/ui/SelectField';
import styles from './Items.module.css';

type Props = {
  /** The form (its values hold at least the item's fields). */
  form: UseFormReturn<ItemInput>;
  idPrefix: string;
  withSubItems?: boolean;
};

const SHOW_OPTIONS = [
  { value: 'small-image', label: ADMIN_ITEMS_TEXT.standard },
  { value: 'large-image', label: ADMIN_ITEMS_TEXT.landscape },
];

/** The item's fields (spec §5 Item), shared by the add form, the edit panel and the bulk queue; sub-items in place. */
export function ItemFields({ form, idPrefix, withSubItems = true }: Props) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const subItems = useFieldArray({ control, name: 'subItems' });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className={styles.fieldRow}>
        <FormField id={id('title')} label={ADMIN_ITEMS_TEXT.itemTitle} error={errors.title?.message} {...register('title')} />
        <FormField
          id={id('itemname')}
          label={ADMIN_ITEMS_TEXT.itemname}
          hint={ADMIN_ITEMS_TEXT.itemnameHint}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.itemname?.message}
          {...register('itemname')}
        />
      </div>
      <FormField id={id('description')} label={ADMIN_ITEMS_TEXT.description} error={errors.description?.message} {...register('description')} />
      <div className={styles.fieldRow}>
        <FormField
          id={id('price')}
          label={ADMIN_ITEMS_TEXT.price}
          type="number"
          inputMode="decimal"
          step="0.001"
          min="0"
          dir="ltr"
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <SelectField id={id('show')} label={ADMIN_ITEMS_TEXT.displayType} options={SHOW_OPTIONS} error={errors.show?.type?.message} {...register('show.type')} />
      </div>
      <FormField id={id('pin')} type="checkbox" label={ADMIN_ITEMS_TEXT.pin} error={errors.pin?.message} {...register('pin')} />
      {withSubItems && (
        <fieldset className={styles.subItems}>
          <legend>{ADMIN_ITEMS_TEXT.subItems}</legend>
          {subItems.fields.map((field, index) => (
            <div key={field.id} className={styles.subItemRow} data-testid="sub-item-row">
              <FormField
                id={id(`sub-${index}-title`)}
                label={ADMIN_ITEMS_TEXT.subItemTitle}
                error={errors.subItems?.[index]?.title?.message}
                {...register(`subItems.${index}.title`)}
              />
              <FormField
                id={id(`sub-${index}-price`)}
                label={ADMIN_ITEMS_TEXT.subItemPrice}
                type="number"
                inputMode="decimal"
                step="0.001"
                min="0"
                dir="ltr"
                error={errors.subItems?.[index]?.price?.message}
                {...register(`subItems.${index}.price`, { valueAsNumber: true })}
              />
              <button type="button" className="btn btn-secondary" aria-label={ADMIN_ITEMS_TEXT.removeSubItem(index + 1)} onClick={() => subItems.remove(index)}>
                ✕
              </button>
            </div>
          ))}
          <button type="button" className="btn btn-secondary" onClick={() => subItems.append({ title: '', price: Number.NaN })}>
            {ADMIN_ITEMS_TEXT.addSubItem}
          </button>
        </fieldset>
      )}
    </>
  );
}
