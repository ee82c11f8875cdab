import Link from 'next/link';
import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import { langQuery } from '@/lib/i18n/page-lang';
import styles from './CartView.module.css';
import status from '@/components/ui/StatusPage.module.css';

type Props = { missing: boolean; message: string; menuId: string | null; lang: Lang };

/**
 * A cart link that leads nowhere (unknown, expired or mistyped cart, or the cart could not be loaded): a page in the
 * cart's language, laid out like the other not-found pages, that says so with a way on — the menu the diner saved this
 * cart for when this browser knows it, the home page otherwise.
 */
export function CartMissing({ missing, message, menuId, lang }: Props) {
  const CART_TEXT = dinerTexts(lang).cart;
  return (
    <main className={`page ${status.page}`} data-testid="cart-missing">
      <h1>{missing ? CART_TEXT.missingTitle : CART_TEXT.loadFailedTitle}</h1>
      <p className={missing ? undefined : styles.failed}>{missing ? CART_TEXT.missingBody : message}</p>
      {menuId ? (
        <Link href={`/m/${menuId}${langQuery(lang)}`} className="btn">
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
