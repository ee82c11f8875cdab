import type { Currency } from '@/lib/menus/pricing';
import type { PublicSection } from '@/lib/menus/public-menu';
import { Gallery } from './Gallery';
import { ItemCard } from './ItemCard';
import { sectionAnchor } from './section-anchor';
import { TagIcon } from './icons';
import styles from './MenuSection.module.css';
import { useDinerTexts } from './diner-lang';
import type { ItemNote } from './item-availability';

type Props = {
  section: PublicSection;
  currency: Currency;
  version?: number;
  /** Items that cannot be ordered now, and why. */
  notes: Map<string, ItemNote>;
};

/** One section: its galleries, then its items (already ordered: pinned first). */
export function MenuSection({ section, currency, version, notes }: Props) {
  const T = useDinerTexts();
  const deals = Boolean(section.synthetic);
  return (
    <section
      id={sectionAnchor(section._id)}
      data-section-id={section._id}
      className={`${styles.section} ${deals ? styles.deals : ''}`}
      aria-labelledby={`${sectionAnchor(section._id)}-title`}
      data-testid="menu-section"
    >
      <h2 id={`${sectionAnchor(section._id)}-title`} className={styles.title}>
        {deals && <TagIcon size={22} />}
        {section.title}
      </h2>
      {section.galleries.map((g) => (
        <Gallery key={g._id} gallery={g} version={version} />
      ))}
      {section.items.length > 0 ? (
        <ul className={styles.items}>
          {section.items.map((item) => (
            <li key={item._id}>
              <ItemCard item={item} currency={currency} version={version} note={notes.get(item._id)} />
            </li>
          ))}
        </ul>
      ) : (
        section.galleries.length === 0 && <p className={styles.empty}>{T.menu.noItems}</p>
      )}
    </section>
  );
}
