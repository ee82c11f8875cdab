import { formatPrice, type Currency } from '@/lib/menus/pricing';
import styles from './Items.module.css';
import ui from '../ui/admin-ui.module.css';

/** An item's sub-items on one line, 'title: price' each (the items list and the bulk queue). */
export function SubItemsSummary({ subItems, currency }: { subItems: { title: string; price: number }[]; currency: Currency }) {
  if (!subItems.length) return null;
  return (
    <p className={styles.meta} data-testid="sub-items-summary">
      {subItems.map((s, i) => (
        <span key={i} className={styles.subItem}>
          {s.title}: <span className={ui.price}>{formatPrice(s.price, currency)}</span>
        </span>
      ))}
    </p>
  );
}
