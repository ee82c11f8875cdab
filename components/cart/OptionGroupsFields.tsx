'use client';

import { isSoldOut } from '@/lib/shared/availability';
import { groupRule, type GroupRule } from '@/lib/shared/item-options';
import { formatPrice, type Currency } from '@/lib/menus/pricing';
import type { PublicOptionGroup } from '@/lib/menus/public-menu';
import type { DinerTexts } from '@/lib/i18n/diner-texts';
import { useDinerTexts } from '../menu/diner-lang';
import styles from './AddToCartForm.module.css';

type Props = {
  groups: PublicOptionGroup[];
  chosen: string[];
  currency: Currency;
  now: number;
  onChange: (chosen: string[]) => void;
  /** The group 'add to cart' was pressed without, and what to say in it: shown at the group, where the eye goes. */
  error?: { groupId: string; text: string; id: string } | null;
};

function ruleText(r: GroupRule, T: DinerTexts['cart']): string {
  switch (r.rule) {
    case 'required':
      return T.optionRequired;
    case 'optional':
      return T.optionOptional;
    case 'upTo':
      return T.optionUpTo(r.max);
    case 'exactly':
      return `${T.optionRequired} · ${T.optionExactly(r.max)}`;
    case 'between':
      return `${T.optionRequired} · ${T.optionBetween(r.min, r.max)}`;
  }
}

/**
 * The item's option groups in the popup: one fieldset per group with its rule ('مطلوب', 'اختر 2 كحد
 * أقصى'), radio buttons for one required choice, check boxes otherwise (the unchecked ones disabled once the group is
 * full), sold-out options shown and disabled. The chosen ids are kept by the form (AddToCartForm).
 */
export function OptionGroupsFields({ groups, chosen, currency, now, onChange, error }: Props) {
  const T = useDinerTexts();
  const picked = new Set(chosen);
  const at = new Date(now);

  function choose(group: PublicOptionGroup, optionId: string, on: boolean, radio: boolean) {
    const inGroup = new Set(group.options.map((o) => o._id));
    let next = chosen.filter((id) => (radio ? !inGroup.has(id) : id !== optionId));
    if (on) next = [...next, optionId];
    onChange(next);
  }

  return (
    <>
      {groups.map((group) => {
        const rule = groupRule(group);
        const radio = rule.input === 'radio';
        const count = group.options.filter((o) => picked.has(o._id)).length;
        const full = !radio && count >= group.max;
        const ruleId = `option-rule-${group._id}`;
        return (
          <fieldset
            key={group._id}
            className={styles.subItems}
            data-testid="option-group"
            data-group-id={group._id}
            aria-describedby={ruleId}
            aria-invalid={error?.groupId === group._id ? true : undefined}
          >
            <legend className={styles.legend}>
              <span dir="auto">{group.title}</span> <span id={ruleId} className={styles.rule}>{ruleText(rule, T.cart)}</span>
            </legend>
            {error?.groupId === group._id && (
              <p id={error.id} className={styles.error} role="alert" data-testid="options-missing">
                {error.text}
              </p>
            )}
            {group.options.map((option) => {
              const soldOut = isSoldOut(option, at);
              const checked = picked.has(option._id);
              return (
                <label key={option._id} className={`${styles.option} ${soldOut ? styles.optionSoldOut : ''}`}>
                  <input
                    type={rule.input}
                    name={`option-${group._id}`}
                    value={option._id}
                    checked={checked}
                    disabled={soldOut || (full && !checked)}
                    onChange={(e) => choose(group, option._id, e.target.checked, radio)}
                  />
                  <span className={styles.optionTitle} dir="auto">
                    {option.title}
                    {soldOut && <span className={styles.optionTag}>{T.menu.soldOut}</span>}
                  </span>
                  {option.price > 0 && (
                    <span className={styles.optionPrice} dir="ltr">
                      +{formatPrice(option.price, currency, T.lang)}
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
