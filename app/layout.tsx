import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { cairoArabic, cairoLatin } from '@/components/ui/fonts';
import './globals.css';
import { Providers } from '@/components/ui/Providers';
import { publicUrl } from '@/lib/public-url';
import { PAGE_LANG_HEADER, pageLang } from '@/lib/i18n/page-lang';
import { SITE_TEXT } from '@/lib/i18n/common-ar';

export const metadata: Metadata = {
  metadataBase: publicUrl(),
  title: { default: SITE_TEXT.name, template: `%s | ${SITE_TEXT.name}` },
  description: SITE_TEXT.description,
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icons/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/icons/apple-touch-icon.png',
  },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Arabic, right-to-left everywhere, except a diner's page read in English (`?lang=en`: proxy.ts names the
 * language); /ordering-manager switches its own subtree to English, left-to-right.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const lang = pageLang((await headers()).get(PAGE_LANG_HEADER));
  return (
    <html lang={lang} dir={lang === 'en' ? 'ltr' : 'rtl'} className={`${cairoArabic.variable} ${cairoLatin.variable}`}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
