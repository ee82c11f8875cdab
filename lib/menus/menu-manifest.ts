import type { PublicMenu } from './public-menu';

/** What the installed menu is called on the home screen: the restaurant's name, shortened for the icon label. */
const SHORT_NAME_CHARS = 12;

/**
 * The web app manifest of one public menu: installing it from /m/{param} opens that menu, named and coloured like the
 * restaurant, in its own window. Icons are the platform's (public/icons/).
 */
export function menuManifest(menu: PublicMenu, param: string, fallbackName: string) {
  const name = menu.institution.name || fallbackName;
  const start = `/m/${encodeURIComponent(param)}`;
  return {
    id: `/m/${menu._id}`,
    name,
    short_name: name.length > SHORT_NAME_CHARS ? `${name.slice(0, SHORT_NAME_CHARS - 1)}…` : name,
    description: menu.institution.description || undefined,
    lang: 'ar',
    dir: 'rtl',
    start_url: start,
    scope: start,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: menu.colors.mainColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
