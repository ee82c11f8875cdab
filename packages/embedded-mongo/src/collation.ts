/**
 * Collation: mongod's `collation` option for string comparison.
 *
 * Supported: `locale: 'simple'` (binary comparison, the default) and any locale the
 * JavaScript runtime's ICU knows, with `strength` 1 (base letters: case and accents ignored),
 * 2 (accents matter, case does not) or 3 (the default: case matters), `caseFirst` and
 * `numericOrdering`. Comparison and sorting use `Intl.Collator`. Unique index keys use a
 * fold instead of ICU sort keys: strength 2 lower-cases, strength 1 also strips accents.
 * Refused (code 238): strength 4 and 5, `caseLevel: true`, `alternate: 'shifted'`, `backwards: true`.
 *
 * Commands run one at a time and synchronously, so the active collation is a module-level
 * setting scoped by `withCollation()`.
 */
import { err } from './errors';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface CollationSpec { locale: string; strength: number; caseFirst?: string; numericOrdering?: boolean }

let active: Intl.Collator | null = null;

const KNOWN = new Set(['locale', 'strength', 'caseLevel', 'caseFirst', 'numericOrdering', 'alternate', 'maxVariable', 'backwards', 'normalization', 'version']);

/** Validates a collation document; undefined for the simple (binary) collation. */
export function parseCollation(raw: unknown): CollationSpec | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw err(14, "BSON field 'collation' is the wrong type, expected type 'object'");
  for (const k of Object.keys(raw)) if (!KNOWN.has(k)) throw err(40415, `BSON field 'collation.${k}' is an unknown field.`);
  if (typeof raw.locale !== 'string') throw err(40414, "BSON field 'collation.locale' is missing but a required field");
  if (raw.locale === 'simple') {
    if (Object.keys(raw).length > 1) throw err(2, "If 'locale' is set to 'simple', no other collation options may be specified");
    return undefined;
  }
  const locale = raw.locale === 'root' ? 'und' : icuToBcp47(raw.locale);
  if (!knownLocale(locale) && locale !== 'und') throw err(2, `Field 'locale' is invalid in: ${JSON.stringify(raw)}`);
  const strength = raw.strength === undefined ? 3 : Number(raw.strength);
  if (![1, 2, 3, 4, 5].includes(strength)) throw err(2, 'Field \'strength\' must be an integer 1 through 5.');
  if (strength > 3) throw err(238, `collation strength ${strength} is not supported by the embedded MongoDB server`);
  if (raw.caseLevel === true) throw err(238, 'collation caseLevel is not supported by the embedded MongoDB server');
  if (raw.alternate !== undefined && raw.alternate !== 'non-ignorable') throw err(238, `collation alternate '${String(raw.alternate)}' is not supported by the embedded MongoDB server`);
  if (raw.backwards === true) throw err(238, 'collation backwards is not supported by the embedded MongoDB server');
  return { locale, strength, caseFirst: raw.caseFirst as string | undefined, numericOrdering: raw.numericOrdering === true };
}

function collator(spec: CollationSpec): Intl.Collator {
  const sensitivity = spec.strength === 1 ? 'base' : spec.strength === 2 ? 'accent' : 'variant';
  const caseFirst = spec.caseFirst === 'upper' || spec.caseFirst === 'lower' ? spec.caseFirst : 'false';
  return new Intl.Collator(spec.locale, { sensitivity, numeric: spec.numericOrdering, caseFirst, usage: 'sort' });
}

/** Runs `fn` with the command's collation active for every string comparison. */
export function withCollation<T>(raw: unknown, fn: () => T): T {
  const spec = parseCollation(raw);
  if (!spec) return fn();
  const before = active;
  active = collator(spec);
  try {
    return fn();
  } finally {
    active = before;
  }
}

export const collationActive = (): boolean => active !== null;

/** Compares two strings under the active collation (binary, by UTF-16 code units, when none). */
export function compareStrings(a: string, b: string): number {
  if (active) return active.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The fold a collated unique index applies to strings before comparing keys. */
export function indexStringFold(raw: unknown): ((s: string) => string) | undefined {
  const spec = parseCollation(raw);
  if (!spec || spec.strength === 3) return undefined;
  if (spec.strength === 2) return (s) => s.normalize('NFC').toLocaleLowerCase(spec.locale);
  return (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(spec.locale);
}

/** Runs `fn` with binary string comparison (index order does not depend on a command's collation). */
export function withoutCollation<T>(fn: () => T): T {
  if (!active) return fn();
  const before = active;
  active = null;
  try {
    return fn();
  } finally {
    active = before;
  }
}

/** ICU keywords mongod's locales use, as BCP 47 collation types. */
const ICU_COLLATIONS: Record<string, string> = { phonebook: 'phonebk', pinyin: 'pinyin', stroke: 'stroke', traditional: 'trad', unihan: 'unihan', zhuyin: 'zhuyin', search: 'search', compat: 'compat', eor: 'eor', emoji: 'emoji', standard: 'standard', big5han: 'big5han', gb2312han: 'gb2312' };

/**
 * mongod names locales in ICU form (`en_US`, `zh_Hant`, `de@collation=phonebook`); Intl wants BCP 47
 * (`en-US`, `zh-Hant`, `de-u-co-phonebk`). A locale already in BCP 47 form is unchanged.
 */
export function icuToBcp47(locale: string): string {
  const [base, keywords] = locale.split('@');
  let tag = base.replace(/_/g, '-');
  const co = /(?:^|;)collation=([a-z0-9]+)/i.exec(keywords ?? '');
  if (co) tag += `-u-co-${ICU_COLLATIONS[co[1].toLowerCase()] ?? co[1].toLowerCase()}`;
  return tag;
}

function knownLocale(tag: string): boolean {
  try {
    return Intl.Collator.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false; // not a well-formed tag
  }
}
