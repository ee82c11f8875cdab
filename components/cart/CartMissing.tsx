import Link from 'next/link';
import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import { langQuery } from '@/lib/i18n/page-lang';
import styles from './CartView.module.css';
import status from '@/components/ui/StatusPage.module.css';

type Props = { missing: boolean; message: string; menuId: string | null; lang: Lang; sent?: { orderId: string; number: number } | null };

/**
 * A cart link that leads nowhere (unknown, expired or mistyped cart, or the cart could not be loaded): a page in the
 * cart's language, laid out like the other not-found pages, that says so with a way on — the menu the diner saved this
 * cart for when this browser knows it, the home page otherwise. A cart this browser sent (it is gone: it became the
 * order) says so and leads to the order's page.
 */
export function CartMissing({ missing, message, menuId, lang, sent }: Props) {
  const CART_TEXT = dinerTexts(lang).cart;
  if (sent) {
    return (
      <main className={`page ${status.page}`} data-testid="cart-sent">
        <h1>{CART_TEXT.sentTitle}</h1>
        <p>{CART_TEXT.sentBody(sent.number)}</p>
        <div className={status.actions}>
          <Link href={`/o/${sent.orderId}${langQuery(lang)}`} className="btn">
            {CART_TEXT.followOrder}
          </Link>
          {menuId && (
            <Link href={`/m/${menuId}${langQuery(lang)}`} className="btn btn-secondary">
              {CART_TEXT.backToMenu}
            </Link>
          )}
        </div>
      </main>
    );
  }
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
