import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';
import { DinerLangProvider } from '@/components/menu/diner-lang';
import { dinerPageTitle, dinerTexts } from '@/lib/i18n/diner-texts';
import { pageLang } from '@/lib/i18n/page-lang';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const lang = pageLang((await searchParams).lang);
  return { title: dinerPageTitle(lang, dinerTexts(lang).cart.title), robots: { index: false } };
}

/** The diner's cart (spec §2 Cart page), in the menu page's language (`?lang=en`). The cart loads in the browser so a failure can toast and go back (§8). */
export default async function CartPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <DinerLangProvider lang={pageLang(query.lang)}>
      <CartView cartId={id} />
    </DinerLangProvider>
  );
}
