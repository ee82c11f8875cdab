import type { Lang } from './lang';

/** A counted noun in every plural category the language has ('{n}' is replaced by the number); `other` is required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Lang, Intl.PluralRules>();
const rulesFor = (lang: Lang) => {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
};

/**
 * A number with its noun as the language counts it: Arabic has six categories (`Intl.PluralRules('ar')`): 0 → zero,
 * 1 → one, 2 → two, 3–10 → few ('3 عناصر'), 11–99 → many ('11 عنصراً'), 100… → other ('100 عنصر'). Digits stay Latin,
 * as the rest of the interface writes prices and times.
 */
export function countOf(lang: Lang, n: number, forms: PluralForms): string {
  const form = forms[rulesFor(lang).select(n)] ?? forms.other;
  return form.replace('{n}', String(n));
}
