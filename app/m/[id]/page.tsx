import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { MenuView } from '@/components/menu/MenuView';
import { MenuUnavailable } from '@/components/menu/MenuUnavailable';
import { dinerPageTitle, dinerTexts } from '@/lib/i18n/diner-texts';
import { pageLang } from '@/lib/i18n/page-lang';
import type { Lang } from '@/lib/i18n/lang';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { renamedMenuPath } from '@/lib/menus/renamed-menu';
import { localizeMenu } from '@/lib/menus/localize-menu';
import type { PublicMenu } from '@/lib/menus/public-menu';
import { publicUrl } from '@/lib/public-url';

// Rendered from the database on every request that reaches Next: no ISR, no data cache. The production server keeps
// the rendered HTML in memory (server/page-store.ts) until updateMenu() changes the menu on any instance.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The menu and the language its page is read in (`?lang=en` when the owner offers English). */
async function menuAndLang({ params, searchParams }: Props): Promise<{ menu: PublicMenu | null; lang: Lang; asked: Lang }> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const menu = await getPublicMenu(id);
  const asked = pageLang(query.lang);
  const lang = asked === 'en' && menu?.languages.includes('en') ? 'en' : 'ar';
  return { menu: menu && localizeMenu(menu, lang), lang, asked };
}

/** The browser's bar in the restaurant's colour (and the installed app's). */
export async function generateViewport({ params }: Props): Promise<Viewport> {
  const menu = await getPublicMenu((await params).id);
  return menu ? { themeColor: menu.colors.mainColor } : {};
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { id } = await props.params;
  const { menu, lang } = await menuAndLang(props);
  const T = dinerTexts(lang).menu;
  if (!menu) return { title: dinerPageTitle(lang, T.notFoundTitle) };
  const name = menu.institution.name || T.poweredBy;
  const base = { metadataBase: publicUrl(), title: dinerPageTitle(lang, name), manifest: `/m/${encodeURIComponent(id)}/manifest.webmanifest` };
  if (!menu.active) return { ...base, robots: { index: false } };
  const description = menu.institution.description || T.shareTitle(name);
  const version = menu.updatedAt ? Date.parse(menu.updatedAt) : 0;
  const image = menu.menuMainImage || menu.institution.logo ? `/m/${menu._id}/share-image?v=${version}` : undefined;
  const path = `/m/${menu.username || menu._id}`;
  const url = lang === 'en' ? `${path}?lang=en` : path;
  const bilingual = menu.languages.includes('en');
  return {
    ...base,
    description,
    // Each language's page names itself canonical, and both name each other (hreflang), the Arabic one the default.
    alternates: { canonical: url, ...(bilingual ? { languages: { ar: path, en: `${path}?lang=en`, 'x-default': path } } : {}) },
    openGraph: {
      type: 'website',
      url,
      title: T.shareTitle(name),
      description,
      siteName: name,
      locale: lang === 'en' ? 'en_US' : 'ar_JO',
      ...(bilingual ? { alternateLocale: lang === 'en' ? 'ar_JO' : 'en_US' } : {}),
      images: image ? [{ url: image, width: 1200, height: 630, alt: name }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: T.shareTitle(name), description },
  };
}

/** The public menu: /m/{id} (long link) or /m/{username} (short link), in Arabic or (`?lang=en`) English. */
export default async function MenuPage(props: Props) {
  const { menu, lang, asked } = await menuAndLang(props);
  if (!menu) {
    // A short name the menu had before: its page under the name it has now (the server keeps the table in the query).
    const moved = await renamedMenuPath((await props.params).id);
    if (moved) redirect(asked === 'en' ? `${moved}?lang=en` : moved);
    notFound();
  }
  // English asked of a menu that does not offer it: its Arabic page (the only one it has).
  if (asked !== lang) redirect(`/m/${encodeURIComponent((await props.params).id)}`);
  const T = dinerTexts(lang).menu;
  if (!menu.active) {
    const owner = { href: `/m/${menu._id}/admin`, text: T.inactiveOwner };
    return <MenuUnavailable title={T.inactiveTitle} body={T.inactiveBody} name={menu.institution.name} lang={lang} owner={owner} />;
  }
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  // The render time seeds the open/closed badge in the HTML; the browser recomputes it at once.
  // eslint-disable-next-line react-hooks/purity -- the page is rendered once per cache fill, this stamps that moment
  return <MenuView menu={menu} lang={lang} nonce={nonce} renderedAt={Date.now()} />;
}
