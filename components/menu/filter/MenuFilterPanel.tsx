'use client';

import { useEffect, useRef } from 'react';
import { DIETARY_TEXT_AR } from '@/lib/i18n/ar';
import type { Allergen, DietaryTag } from '@/lib/shared/dietary';
import type { DietaryFilter } from '@/lib/menus/dietary-filter';
import { ALLERGEN_ICONS, TAG_ICONS } from '../dietary-icons';
import { CloseIcon } from '../icons';
import styles from './MenuFilter.module.css';

type Props = {
  offered: { allergens: Allergen[]; tags: DietaryTag[] };
  filter: DietaryFilter;
  onChange: (filter: DietaryFilter) => void;
  onClose: () => void;
};

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The filter's choices (loaded when the diner opens it): 'without' an allergen, 'only' a tag; Esc closes. */
export function MenuFilterPanel({ offered, filter, onChange, onClose }: Props) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className={styles.panel}
      role="group"
      aria-label={DIETARY_TEXT_AR.filterTitle}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{DIETARY_TEXT_AR.filterTitle}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={DIETARY_TEXT_AR.closeFilter}>
          <CloseIcon />
        </button>
      </div>
      {offered.tags.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{DIETARY_TEXT_AR.only}</legend>
          {offered.tags.map((tag, k) => {
            const Icon = TAG_ICONS[tag];
            return (
              <label key={tag} className={styles.choice}>
                <input
                  ref={k === 0 ? first : undefined}
                  type="checkbox"
                  checked={filter.only.includes(tag)}
                  onChange={() => onChange({ ...filter, only: toggle(filter.only, tag) })}
                />
                <Icon size={16} aria-hidden="true" focusable="false" />
                {DIETARY_TEXT_AR.tags[tag]}
              </label>
            );
          })}
        </fieldset>
      )}
      {offered.allergens.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{DIETARY_TEXT_AR.without}</legend>
          {offered.allergens.map((code, k) => {
            const Icon = ALLERGEN_ICONS[code];
            return (
              <label key={code} className={styles.choice}>
                <input
                  ref={k === 0 && offered.tags.length === 0 ? first : undefined}
                  type="checkbox"
                  checked={filter.without.includes(code)}
                  onChange={() => onChange({ ...filter, without: toggle(filter.without, code) })}
                />
                <Icon size={16} aria-hidden="true" focusable="false" />
                {DIETARY_TEXT_AR.allergens[code]}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
