/**
 * How much of a menu reads in English: its name, description, address and phrases (each when it has an
 * Arabic one), every section title, item title, item description (when it has an Arabic one) and sub-item title, every
 * gallery title and image note (when it has one) and every branch address is a text; it is translated when its English
 * side is not empty. The owner's items screen shows the figure ('3 of 40').
 */
type Translated = { translations?: { en?: { title?: string | null; description?: string | null } | null } | null };
type Gallery = Translated & { images?: { note?: string | null; translations?: { en?: { note?: string | null } | null } | null }[] | null };
type Section = Translated & { items: (Translated & { description?: string | null; subItems?: Translated[] | null })[]; galleries?: readonly Gallery[] | null };
type Branch = { location?: { address?: string | null } | null; translations?: { en?: { address?: string | null } | null } | null };
type MenuTexts = {
  sections: readonly Section[];
  institution?: { name?: string | null; description?: string | null; location?: { address?: string | null } | null } | null;
  headingPhrase?: string | null;
  endingPhrase?: string | null;
  translations?: { en?: Partial<Record<'name' | 'description' | 'address' | 'headingPhrase' | 'endingPhrase', string | null>> | null } | null;
  branches?: readonly Branch[] | null;
};

const has = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

export function translationCoverage(menu: MenuTexts): { translated: number; total: number } {
  let translated = 0;
  let total = 0;
  const count = (done: boolean) => {
    total++;
    if (done) translated++;
  };
  const en = menu.translations?.en;
  const own = { name: menu.institution?.name, description: menu.institution?.description, address: menu.institution?.location?.address, headingPhrase: menu.headingPhrase, endingPhrase: menu.endingPhrase };
  for (const [key, arabic] of Object.entries(own)) if (has(arabic)) count(has(en?.[key as keyof typeof own]));
  for (const section of menu.sections) {
    count(has(section.translations?.en?.title));
    for (const item of section.items) {
      count(has(item.translations?.en?.title));
      if (has(item.description)) count(has(item.translations?.en?.description));
      for (const sub of item.subItems ?? []) count(has(sub.translations?.en?.title));
    }
    for (const gallery of section.galleries ?? []) {
      count(has(gallery.translations?.en?.title));
      for (const image of gallery.images ?? []) if (has(image.note)) count(has(image.translations?.en?.note));
    }
  }
  for (const branch of menu.branches ?? []) if (has(branch.location?.address)) count(has(branch.translations?.en?.address));
  return { translated, total };
}
