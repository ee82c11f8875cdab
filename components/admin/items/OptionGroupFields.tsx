'use client';

import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { numberText } from '@/components/ui/number-text';
import { ADMIN_ITEMS_TEXT as T } from '@/lib/i18n/ar';
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from '@/lib/shared/item-options';
import type { ItemInput } from '@/lib/validation/item';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

type Form = UseFormReturn<ItemInput>;
const newOption = () => ({ title: '', price: 0, soldOut: false, translations: { en: { title: '' } } });

/**
 * An item's option groups, edited in place in every item form (add, edit panel, bulk queue): add, move up
 * and down, remove; each group's title, least and most choices and its options (title, extra price, sold out). The
 * item schema checks them here and on the server (min ≤ max ≤ options, prices ≥ 0); ids go back with the form.
 */
export function OptionGroupFields({ form, idPrefix }: { form: Form; idPrefix: string }) {
  const groups = useFieldArray({ control: form.control, name: 'optionGroups', keyName: 'key' });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.optionGroups;
  const remove = (index: number) => {
    groups.remove(index);
    addButton.current?.focus();
  };
  return (
    <fieldset className={styles.subItems} data-testid="option-groups">
      <legend>{T.optionGroups}</legend>
      <p className={ui.hint}>{T.optionGroupsHint}</p>
      <div className={styles.rows}>
        {groups.fields.map((field, index) => (
          <fieldset key={field.key} className={styles.optionGroup} data-testid="option-group-fields">
            <legend>{T.optionGroup(index + 1)}</legend>
            <div className={styles.optionGroupHead}>
              <FormField id={`${idPrefix}-og-${index}-title`} label={T.optionGroupTitle} error={errors?.[index]?.title?.message} {...form.register(`optionGroups.${index}.title`)} />
              {(['min', 'max'] as const).map((limit) => (
                <FormField
                  key={limit}
                  id={`${idPrefix}-og-${index}-${limit}`}
                  label={limit === 'min' ? T.optionMin : T.optionMax}
                  {...numberText('whole')}
                  error={errors?.[index]?.[limit]?.message}
                  {...form.register(`optionGroups.${index}.${limit}`)}
                />
              ))}
              <FormField
                id={`${idPrefix}-og-${index}-title-en`}
                label={T.optionGroupEnglishTitle}
                dir="ltr"
                lang="en"
                error={errors?.[index]?.translations?.en?.title?.message}
                {...form.register(`optionGroups.${index}.translations.en.title`)}
              />
            </div>
            <OptionRows form={form} idPrefix={idPrefix} group={index} />
            <div className={styles.optionGroupActions}>
              <button type="button" className="btn btn-secondary" disabled={index === 0} aria-label={T.moveOptionGroupUp(index + 1)} onClick={() => groups.move(index, index - 1)}>
                ↑
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={index === groups.fields.length - 1}
                aria-label={T.moveOptionGroupDown(index + 1)}
                onClick={() => groups.move(index, index + 1)}
              >
                ↓
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => remove(index)}>
                {T.removeOptionGroup(index + 1)}
              </button>
            </div>
          </fieldset>
        ))}
      </div>
      {errors?.message || errors?.root?.message ? (
        <p className={ui.error} role="alert">
          {errors?.message ?? errors?.root?.message}
        </p>
      ) : null}
      {groups.fields.length < MAX_OPTION_GROUPS && (
        <button
          ref={addButton}
          type="button"
          className="btn btn-secondary"
          onClick={() => groups.append({ title: '', min: 0, max: 1, translations: { en: { title: '' } }, options: [newOption()] }, { focusName: `optionGroups.${groups.fields.length}.title` })}
        >
          {T.addOptionGroup}
        </button>
      )}
    </fieldset>
  );
}

/** One group's options: title, extra price, sold out; add, move up, remove. */
function OptionRows({ form, idPrefix, group }: { form: Form; idPrefix: string; group: number }) {
  const options = useFieldArray({ control: form.control, name: `optionGroups.${group}.options`, keyName: 'key' });
  const errors = form.formState.errors.optionGroups?.[group]?.options;
  const id = (n: number, name: string) => `${idPrefix}-og-${group}-o-${n}-${name}`;
  return (
    <>
      {options.fields.map((field, n) => (
        <div key={field.key} className={styles.optionRow} data-testid="option-row">
          <FormField id={id(n, 'title')} label={T.optionTitle} error={errors?.[n]?.title?.message} {...form.register(`optionGroups.${group}.options.${n}.title`)} />
          <FormField
            id={id(n, 'title-en')}
            label={T.optionEnglishTitle}
            dir="ltr"
            lang="en"
            error={errors?.[n]?.translations?.en?.title?.message}
            {...form.register(`optionGroups.${group}.options.${n}.translations.en.title`)}
          />
          <FormField
            id={id(n, 'price')}
            label={T.optionPrice}
            {...numberText('decimal')}
            error={errors?.[n]?.price?.message}
            {...form.register(`optionGroups.${group}.options.${n}.price`)}
          />
          <FormField id={id(n, 'soldOut')} type="checkbox" label={T.optionSoldOut} {...form.register(`optionGroups.${group}.options.${n}.soldOut`)} />
          <button type="button" className="btn btn-secondary" disabled={n === 0} aria-label={T.moveOptionUp(group + 1, n + 1)} onClick={() => options.move(n, n - 1)}>
            ↑
          </button>
          <button type="button" className="btn btn-secondary" aria-label={T.removeOption(group + 1, n + 1)} onClick={() => options.remove(n)}>
            ✕
          </button>
        </div>
      ))}
      {errors?.message || errors?.root?.message ? (
        <p className={ui.error} role="alert">
          {errors?.message ?? errors?.root?.message}
        </p>
      ) : null}
      {options.fields.length < MAX_OPTIONS_PER_GROUP && (
        <button type="button" className="btn btn-secondary" onClick={() => options.append(newOption(), { focusName: `optionGroups.${group}.options.${options.fields.length}.title` })}>
          {T.addOption}
        </button>
      )}
    </>
  );
}
