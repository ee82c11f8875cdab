import { MenuUnavailable } from '@/components/menu/MenuUnavailable';
import { headers } from 'next/headers';
import { dinerTexts } from '@/lib/i18n/diner-texts';
import { PAGE_LANG_HEADER, pageLang } from '@/lib/i18n/page-lang';

export const metadata = { title: dinerTexts('ar').menu.notFoundTitle };

/** /m/{x} where no menu has that id or short name (HTTP 404), in the language asked for (`?lang=en`). */
export default async function MenuNotFound() {
  const lang = pageLang((await headers()).get(PAGE_LANG_HEADER));
  const T = dinerTexts(lang).menu;
  return <MenuUnavailable title={T.notFoundTitle} body={T.notFoundBody} lang={lang} home />;
}
