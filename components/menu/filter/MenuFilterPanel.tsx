'use client';

import { useEffect, useRef } from 'react';
import type { Allergen, DietaryTag } from '@/lib/shared/dietary';
import type { DietaryFilter } from '@/lib/menus/dietary-filter';
import { DietaryIcon } from '../dietary-icons';
import { CloseIcon } from '../icons';
import styles from './MenuFilter.module.css';
import { useDinerTexts } from '../diner-lang';

type Props = {
  offered: { allergens: Allergen[]; tags: DietaryTag[] };
  filter: DietaryFilter;
  onChange: (filter: DietaryFilter) => void;
  onClose: () => void;
};

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The filter's choices (loaded when the diner opens it): 'without' an allergen, 'only' a tag; Esc closes. */
export function MenuFilterPanel({ offered, filter, onChange, onClose }: Props) {
  const T = useDinerTexts();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    // A region landmark named by its heading: the panel sits above the menu's <main>, and content belongs in a landmark.
    <section
      className={styles.panel}
      aria-labelledby="menu-filter-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className={styles.head}>
        <h2 id="menu-filter-title" className={styles.title}>{T.dietary.filterTitle}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={T.dietary.closeFilter}>
          <CloseIcon />
        </button>
      </div>
      {offered.tags.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{T.dietary.only}</legend>
          {offered.tags.map((tag, k) => {
            return (
              <label key={tag} className={styles.choice}>
                <input
                  ref={k === 0 ? first : undefined}
                  type="checkbox"
                  checked={filter.only.includes(tag)}
                  onChange={() => onChange({ ...filter, only: toggle(filter.only, tag) })}
                />
                <DietaryIcon kind="tag" code={tag} size={16} />
                {T.dietary.tags[tag]}
              </label>
            );
          })}
        </fieldset>
      )}
      {offered.allergens.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{T.dietary.without}</legend>
          {offered.allergens.map((code, k) => {
            return (
              <label key={code} className={styles.choice}>
                <input
                  ref={k === 0 && offered.tags.length === 0 ? first : undefined}
                  type="checkbox"
                  checked={filter.without.includes(code)}
                  onChange={() => onChange({ ...filter, without: toggle(filter.without, code) })}
                />
                <DietaryIcon kind="allergen" code={code} size={16} />
                {T.dietary.allergens[code]}
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
