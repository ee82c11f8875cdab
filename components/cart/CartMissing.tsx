import Link from 'next/link';
import { CART_TEXT } from '@/lib/i18n/ar';
import styles from './CartView.module.css';

type Props = { missing: boolean; message: string; menuId: string | null };

/**
 * A cart link that leads nowhere (unknown or expired cart, or the cart could not be loaded): an Arabic page that says
 * so, with a way on — the menu the diner saved this cart for when this browser knows it, the home page otherwise.
 */
export function CartMissing({ missing, message, menuId }: Props) {
  return (
    <main className={`page ${styles.page}`} data-testid="cart-missing">
      <h1 className={styles.title}>{missing ? CART_TEXT.missingTitle : CART_TEXT.loadFailedTitle}</h1>
      <p className={styles.failed}>{missing ? CART_TEXT.missingBody : message}</p>
      {menuId ? (
        <Link href={`/m/${menuId}`} className="btn">
          {CART_TEXT.backToMenu}
        </Link>
      ) : (
        <Link href="/" className="btn">
          {CART_TEXT.home}
        </Link>
      )}
    </main>
  );
}
