import Link from 'next/link';
import { headers } from 'next/headers';
import { dinerPageTitle, dinerTexts } from '@/lib/i18n/diner-texts';
import { PAGE_LANG_HEADER, pageLang } from '@/lib/i18n/page-lang';
import status from '@/components/ui/StatusPage.module.css';

export const metadata = { title: dinerPageTitle('ar', dinerTexts('ar').order.missingTitle), robots: { index: false } };

/**
 * /o/{id} where no order has that id (HTTP 404): a link cut short or mistyped. Said in the diner's words and language
 * (`?lang=en`), laid out like the cart's, with the way home (the menu is not known from a wrong id).
 */
export default async function OrderNotFound() {
  const lang = pageLang((await headers()).get(PAGE_LANG_HEADER));
  const T = dinerTexts(lang);
  return (
    <main className={`page ${status.page}`} data-testid="order-missing">
      <h1>{T.order.missingTitle}</h1>
      <p>{T.order.missingBody}</p>
      <Link href="/" className="btn">
        {T.cart.home}
      </Link>
    </main>
  );
}
