import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MenuView } from '@/components/menu/MenuView';
import { MenuUnavailable } from '@/components/menu/MenuUnavailable';
import { MENU_TEXT } from '@/lib/i18n/ar';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { imageUrl } from '@/lib/uploads/urls';

// Rendered on first visit, then served from the cache until invalidateMenu(id) (or the safety-net age) expires it.
export const revalidate = 300;
export const dynamicParams = true;
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const menu = await getPublicMenu((await params).id);
  if (!menu) return { title: MENU_TEXT.notFoundTitle };
  const name = menu.institution.name || MENU_TEXT.poweredBy;
  if (!menu.active) return { title: name, robots: { index: false } };
  const image = menu.menuMainImage ? imageUrl(menu.menuMainImage, { small: true }) : undefined;
  return {
    title: name,
    description: menu.institution.description || MENU_TEXT.shareTitle(name),
    openGraph: { title: MENU_TEXT.shareTitle(name), description: menu.institution.description || undefined, images: image ? [image] : undefined },
  };
}

/** The public menu: /m/{id} (long link) or /m/{username} (short link). */
export default async function MenuPage({ params }: Props) {
  const menu = await getPublicMenu((await params).id);
  if (!menu) notFound();
  if (!menu.active) return <MenuUnavailable title={MENU_TEXT.inactiveTitle} body={MENU_TEXT.inactiveBody} name={menu.institution.name} />;
  // The render time seeds the open/closed badge in the HTML; the browser recomputes it at once.
  // eslint-disable-next-line react-hooks/purity -- the page is rendered once per cache fill, this stamps that moment
  return <MenuView menu={menu} renderedAt={Date.now()} />;
}

