/**
 * How much of a menu's sections and items reads in English (issue #21): every section title, item title, item
 * description (when it has an Arabic one) and sub-item title is a text; it is translated when its English side is not
 * empty. The owner's items screen shows the figure ('3 of 40').
 */
type Translated = { translations?: { en?: { title?: string | null; description?: string | null } | null } | null };
type Section = Translated & { items: (Translated & { description?: string | null; subItems?: Translated[] | null })[] };

const has = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

export function translationCoverage(sections: readonly Section[]): { translated: number; total: number } {
  let translated = 0;
  let total = 0;
  const count = (done: boolean) => {
    total++;
    if (done) translated++;
  };
  for (const section of sections) {
    count(has(section.translations?.en?.title));
    for (const item of section.items) {
      count(has(item.translations?.en?.title));
      if (has(item.description)) count(has(item.translations?.en?.description));
      for (const sub of item.subItems ?? []) count(has(sub.translations?.en?.title));
    }
  }
  return { translated, total };
}
