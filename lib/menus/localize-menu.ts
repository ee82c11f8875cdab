import type { Lang } from '../i18n/lang';
import type { PublicItem, PublicMenu, PublicTranslations } from './public-menu';

/**
 * The public menu as a diner reads it in one language. Pure: the page renders what this returns.
 *
 * - Arabic (the main language): the texts as stored.
 * - English, when the owner offers it: each text's English side where it has one, else the Arabic (a text without a
 *   translation falls back to the main language).
 *
 * Either way an item keeps its texts in the page's other language in `translations` (the search finds a dish by either
 * name); the other translations have been applied or are not shown, so they leave the page's data.
 */
/** A text's English side when it has one, else its main (Arabic) text: the fallback every English rendering uses. */
export const englishOr = (main: string, en: string | null | undefined): string => (en?.trim() ? en : main);

export function localizeMenu(menu: PublicMenu, lang: Lang): PublicMenu {
  const english = lang === 'en' && menu.languages.includes('en');
  const pick = (main: string, en: string | undefined) => (english ? englishOr(main, en) : main);
  const en = menu.translations?.en ?? {};
  const { translations: _menuTranslations, ...rest } = menu;
  void _menuTranslations;
  return {
    ...rest,
    headingPhrase: pick(menu.headingPhrase, en.headingPhrase),
    endingPhrase: pick(menu.endingPhrase, en.endingPhrase),
    institution: {
      ...menu.institution,
      name: pick(menu.institution.name, en.name),
      description: pick(menu.institution.description, en.description),
      location: { ...menu.institution.location, address: pick(menu.institution.location.address ?? '', en.address) },
    },
    sections: menu.sections.map(({ translations, ...section }) => ({
      ...section,
      title: pick(section.title, translations?.en?.title),
      items: section.items.map((item) => localizeItem(item, english)),
      galleries: section.galleries.map(({ translations: galleryTranslations, ...gallery }) => ({
        ...gallery,
        title: pick(gallery.title, galleryTranslations?.en?.title),
        images: gallery.images.map(({ translations: imageTranslations, ...image }) => ({ ...image, note: pick(image.note, imageTranslations?.en?.note) })),
      })),
    })),
    branches: menu.branches.map(({ translations, ...branch }) => ({
      ...branch,
      location: { ...branch.location, address: pick(branch.location.address ?? '', translations?.en?.address) },
    })),
  };
}

/** A title in the page's language: the English side when the page is English and there is one (else the Arabic). */
const titled = <T extends { title: string; translations?: PublicTranslations }>({ translations: t, ...x }: T, english: boolean) => ({
  ...x,
  title: english ? englishOr(x.title, t?.en?.title) : x.title,
});

function localizeItem({ translations, ...item }: PublicItem, english: boolean): PublicItem {
  const subItems = item.subItems.map((sub) => titled(sub, english));
  // Option groups and options: their titles in the page's language too.
  const groups = item.optionGroups ? { optionGroups: item.optionGroups.map((g) => ({ ...titled(g, english), options: g.options.map((o) => titled(o, english)) })) } : {};
  if (!english) return { ...item, subItems, ...groups, ...(translations?.en ? { translations: { en: translations.en } } : {}) };
  const title = englishOr(item.title, translations?.en?.title);
  const description = englishOr(item.description, translations?.en?.description);
  const arabic: PublicTranslations['ar'] = {};
  if (title !== item.title) arabic.title = item.title;
  if (description !== item.description && item.description) arabic.description = item.description;
  return { ...item, title, description, subItems, ...groups, ...(Object.keys(arabic).length ? { translations: { ar: arabic } } : {}) };
}
