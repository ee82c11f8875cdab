'use client';

import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { numberText } from '@/components/ui/number-text';
import { DIETARY_TEXT_AR } from '@/lib/i18n/diner-ar';
import { ALLERGENS, DIETARY_TAGS } from '@/lib/shared/dietary';
import type { ItemInput } from '@/lib/validation/item';
import { ALLERGEN_ICONS, TAG_ICONS } from '@/components/menu/dietary-icons';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

/** An item's dietary tags, allergens (check boxes, each with its icon and word) and calories. */
export function DietaryFields({ form, idPrefix }: { form: UseFormReturn<ItemInput>; idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <fieldset className={`${ui.radioGroup} ${styles.dietary}`}>
        <legend>{DIETARY_TEXT_AR.tagsLegend}</legend>
        {DIETARY_TAGS.map((tag) => {
          const Icon = TAG_ICONS[tag];
          return (
            <label key={tag}>
              <input type="checkbox" value={tag} {...register('tags')} />
              <Icon size={16} aria-hidden="true" focusable="false" />
              {DIETARY_TEXT_AR.tags[tag]}
            </label>
          );
        })}
      </fieldset>
      <fieldset className={`${ui.radioGroup} ${styles.dietary}`}>
        <legend>{DIETARY_TEXT_AR.allergensLegend}</legend>
        {ALLERGENS.map((code) => {
          const Icon = ALLERGEN_ICONS[code];
          return (
            <label key={code}>
              <input type="checkbox" value={code} {...register('allergens')} />
              <Icon size={16} aria-hidden="true" focusable="false" />
              {DIETARY_TEXT_AR.allergens[code]}
            </label>
          );
        })}
      </fieldset>
      <FormField
        id={id('calories')}
        label={DIETARY_TEXT_AR.caloriesLabel}
        {...numberText('whole')}
        error={errors.calories?.message}
        {...register('calories', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : v) })}
      />
    </>
  );
}
