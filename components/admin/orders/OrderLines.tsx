import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { lineName } from '@/lib/shared/line-name';
import styles from './OrdersScreen.module.css';

/** An order's lines as the kitchen reads them: '2× شاورما (كبير)' with the chosen options under it (card and ticket). */
export function OrderLines({ lines }: { lines: DinerOrderView['lines'] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((l, i) => (
        <li key={i}>
          <span className={styles.qty}>{l.quantity}×</span> {lineName(l.title, l.subItemTitle)}
          {l.options?.length ? <small className={styles.options}>{l.options.map((o) => o.title).join('، ')}</small> : null}
        </li>
      ))}
    </ul>
  );
}
