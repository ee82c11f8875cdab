import type { Lang } from '../../i18n/lang';
import { englishOr as english } from '../localize-menu';
import type { LeanMenu, MenuHead } from '../update-menu';
import type { PrintItem, PrintSection } from './menu-print-pdf';

/**
 * The paper menu's texts in the chosen language: for English, each English side the owner gave and the
 * Arabic where there is none (as the English page does, lib/menus/localize-menu.ts); for Arabic, as stored.
 */
export function printSections(sections: LeanMenu['sections'], lang: Lang): PrintSection[] {
  return sections.map((s) => {
    const st = s.translations;
    return {
      title: lang === 'en' ? english(s.title, st?.en?.title) : s.title,
      availability: s.availability,
      items: s.items.map((i) => {
        if (lang !== 'en') return i;
        const t = i.translations;
        return {
          ...(i as PrintItem),
          title: english(i.title, t?.en?.title),
          description: english(i.description ?? '', t?.en?.description),
          subItems: (i.subItems ?? []).map((sub) => ({ title: english(sub.title, sub.translations?.en?.title), price: sub.price })),
          optionGroups: (i.optionGroups ?? []).map((g) => ({
            title: english(g.title, g.translations?.en?.title),
            options: g.options.map((o) => ({ title: english(o.title, o.translations?.en?.title), price: o.price })),
          })),
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
