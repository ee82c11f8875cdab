import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { MenuView } from '@/components/menu/MenuView';
import { MenuUnavailable } from '@/components/menu/MenuUnavailable';
import { MENU_TEXT } from '@/lib/i18n/ar';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { publicUrl } from '@/lib/public-url';

// Rendered from the database on every request that reaches Next: no ISR, no data cache. The production server keeps
// the rendered HTML in memory (server/page-store.ts) until updateMenu() changes the menu on any instance.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** The browser's bar in the restaurant's colour (and the installed app's). */
export async function generateViewport({ params }: Props): Promise<Viewport> {
  const menu = await getPublicMenu((await params).id);
  return menu ? { themeColor: menu.colors.mainColor } : {};
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const menu = await getPublicMenu(id);
  if (!menu) return { title: MENU_TEXT.notFoundTitle };
  const name = menu.institution.name || MENU_TEXT.poweredBy;
  const base = { metadataBase: publicUrl(), title: name, manifest: `/m/${encodeURIComponent(id)}/manifest.webmanifest` };
  if (!menu.active) return { ...base, robots: { index: false } };
  const description = menu.institution.description || MENU_TEXT.shareTitle(name);
  const version = menu.updatedAt ? Date.parse(menu.updatedAt) : 0;
  const image = menu.menuMainImage || menu.institution.logo ? `/m/${menu._id}/share-image?v=${version}` : undefined;
  return {
    ...base,
    description,
    alternates: { canonical: `/m/${menu.username || menu._id}` },
    openGraph: {
      type: 'website',
      url: `/m/${menu.username || menu._id}`,
      title: MENU_TEXT.shareTitle(name),
      description,
      siteName: name,
      locale: 'ar',
      images: image ? [{ url: image, width: 1200, height: 630, alt: name }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: MENU_TEXT.shareTitle(name), description },
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
