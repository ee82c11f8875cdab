import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { OrderStatusView } from '@/components/diner-orders/OrderStatusView';
import { readOrderPage } from '@/lib/diner-orders/read-order-page';
import { DinerLangProvider } from '@/components/menu/diner-lang';
import { dinerPageTitle, dinerTexts } from '@/lib/i18n/diner-texts';
import { pageLang } from '@/lib/i18n/page-lang';

type Props = { params: Promise<{ orderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One read of the order per request, for the title and the page. */
const readOrder = cache(readOrderPage);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ orderId }, query] = await Promise.all([params, searchParams]);
  const lang = pageLang(query.lang);
  const T = dinerTexts(lang).order;
  // A wrong id keeps the not-found page's title once the browser has the page (the title is streamed after it).
  const title = (await readOrder(orderId, lang)) ? T.pageTitle : T.missingTitle;
  return { title: dinerPageTitle(lang, title), robots: { index: false } };
}

/** A diner's order and its live status; the id (128 random bits) is the key, as a cart's
 * is. In English with `?lang=en` (the link of an order placed in English). */
export default async function OrderStatusPage({ params, searchParams }: Props) {
  const [{ orderId }, query] = await Promise.all([params, searchParams]);
  const lang = pageLang(query.lang);
  const page = await readOrder(orderId, lang);
  if (!page) notFound();
  return (
    <DinerLangProvider lang={lang}>
      <OrderStatusView initial={page} />
    </DinerLangProvider>
  );
}
