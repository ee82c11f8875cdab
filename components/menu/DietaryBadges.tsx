import type { PublicItem } from '@/lib/menus/public-menu';
import { DietaryIcon } from './dietary-icons';
import styles from './DietaryBadges.module.css';
import { useDinerTexts } from './diner-lang';

/**
 * An item's dietary tags, allergens ('يحتوي على: …') and calories, each an icon with its word. In the
 * card (compact) and the popup. Renders nothing for an item with none.
 */
export function DietaryBadges({ item, compact = false }: { item: PublicItem; compact?: boolean }) {
  const T = useDinerTexts();
  const tags = item.tags ?? [];
  const allergens = item.allergens ?? [];
  if (tags.length === 0 && allergens.length === 0 && item.calories === undefined) return null;
  const size = compact ? 14 : 16;
  return (
    <div className={`${styles.badges} ${compact ? styles.compact : ''}`} data-testid="dietary">
      {tags.length > 0 && (
        <ul className={styles.list}>
          {tags.map((tag) => {
            return (
              <li key={tag} className={`${styles.badge} ${styles.tag}`} data-tag={tag}>
                <DietaryIcon kind="tag" code={tag} size={size} />
                {T.dietary.tags[tag]}
              </li>
            );
          })}
        </ul>
      )}
      {allergens.length > 0 && (
        <p className={styles.allergens}>
          <span className={styles.contains}>{T.dietary.contains}:</span>
          {allergens.map((code) => {
            return (
              <span key={code} className={`${styles.badge} ${styles.allergen}`} data-allergen={code}>
                <DietaryIcon kind="allergen" code={code} size={size} />
                {T.dietary.allergens[code]}
              </span>
            );
          })}
        </p>
      )}
      {item.calories !== undefined && <p className={styles.calories}>{T.dietary.calories(item.calories)}</p>}
    </div>
  );
}
