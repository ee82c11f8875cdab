import type { Lang } from '../../i18n/lang';
import { englishOr as english } from '../localize-menu';
import type { LeanMenu, MenuHead } from '../update-menu';
import type { PrintItem } from './menu-print-pdf';

/**
 * The paper menu's texts in the chosen language (issue #23): for English, each English side the owner gave and the
 * Arabic where there is none (as the English page does, lib/menus/localize-menu.ts); for Arabic, as stored.
 */
export function printSections(sections: LeanMenu['sections'], lang: Lang): { title: string; items: PrintItem[] }[] {
  return sections.map((s) => {
    const st = s.translations;
    return {
      title: lang === 'en' ? english(s.title, st?.en?.title) : s.title,
      items: s.items.map((i) => {
        if (lang !== 'en') return i;
        const t = i.translations;
        return {
          ...(i as PrintItem),
          title: english(i.title, t?.en?.title),
          description: english(i.description ?? '', t?.en?.description),
          subItems: (i.subItems ?? []).map((sub) => ({ title: english(sub.title, sub.translations?.en?.title), price: sub.price })),
        };
      }),
    };
  });
}

/** The name and the phrases of the menu in the chosen language. */
export function printTexts(menu: Pick<MenuHead, 'institution' | 'headingPhrase' | 'endingPhrase' | 'translations'>, lang: Lang) {
  const en = lang === 'en' ? (menu.translations as { en?: { name?: string; headingPhrase?: string; endingPhrase?: string } } | undefined)?.en : undefined;
  return {
    name: english(menu.institution?.name ?? '', en?.name),
    headingPhrase: english(menu.headingPhrase ?? '', en?.headingPhrase),
    endingPhrase: english(menu.endingPhrase ?? '', en?.endingPhrase),
  };
}
