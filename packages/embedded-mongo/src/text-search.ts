/**
 * `$text` over a collection's text index, with a simple, documented tokenizer:
 * - text is Unicode-normalised (NFD); diacritics are dropped unless `$diacriticSensitive`,
 *   letters are lower-cased unless `$caseSensitive`;
 * - a word is a run of Unicode letters and digits (Arabic and Latin alike); everything else
 *   separates words; there is no stemming and no stop-word list (`$language` is accepted and
 *   ignored);
 * - `$search` holds words (a document matches if it contains ANY of them), "quoted phrases"
 *   (ALL must appear, as a substring of the field's normalised text) and -negated words
 *   (NONE may appear).
 * Score (`{$meta: 'textScore'}`): for each indexed field, its weight times the number of
 * search-word occurrences divided by the field's word count, plus the weight for each
 * phrase found; summed over the fields.
 */
import { Doc, isPlainObject, pathValues } from './values';
import { err } from './errors';
import type { Index } from './indexes';

let scores = new WeakMap<Doc, number>();

/** A fresh score table for a $text query (commands run one at a time, so the last one wins). */
export function rememberScores(): WeakMap<Doc, number> {
  scores = new WeakMap();
  return scores;
}

/** `{$meta: 'textScore'}` of a document the last $text query matched. */
export const textScoreOf = (d: Doc): number | undefined => scores.get(d);

export interface TextQuery { words: string[]; phrases: string[]; negated: string[]; caseSensitive: boolean; diacriticSensitive: boolean }

function normalise(s: string, q: { caseSensitive: boolean; diacriticSensitive: boolean }): string {
  let out = s.normalize('NFD');
  if (!q.diacriticSensitive) out = out.replace(/\p{M}/gu, '');
  if (!q.caseSensitive) out = out.toLowerCase();
  return out.normalize('NFC');
}

export function tokenize(s: string, q: { caseSensitive: boolean; diacriticSensitive: boolean }): string[] {
  return normalise(s, q).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export function parseTextQuery(spec: unknown): TextQuery {
  if (!isPlainObject(spec) || typeof spec.$search !== 'string') throw err(2, '$text requires a $search string');
  for (const k of Object.keys(spec)) {
    if (!['$search', '$language', '$caseSensitive', '$diacriticSensitive'].includes(k)) throw err(2, `extra fields in $text: ${k}`);
  }
  const opts = { caseSensitive: spec.$caseSensitive === true, diacriticSensitive: spec.$diacriticSensitive === true };
  const phrases: string[] = [];
  const rest = spec.$search.replace(/"([^"]*)"/g, (_, p: string) => { if (p.trim()) phrases.push(normalise(p.trim(), opts)); return ' '; });
  const words: string[] = [];
  const negated: string[] = [];
  for (const raw of rest.split(/\s+/).filter(Boolean)) {
    const neg = raw.startsWith('-');
    for (const t of tokenize(neg ? raw.slice(1) : raw, opts)) (neg ? negated : words).push(t);
  }
  return { words, phrases, negated, ...opts };
}

/** The collection's text index, or mongod's error when it has none. */
export function textIndexOf(indexes: Index[]): Index {
  const idx = indexes.find((i) => Object.values(i.spec.key).includes('text'));
  if (!idx) throw err(27, 'text index required for $text query');
  return idx;
}

/** The indexed fields and their weights (indexes.ts stores text fields as `weights`). */
function indexedFields(idx: Index): [string, number][] {
  const weights = isPlainObject(idx.spec.weights) ? idx.spec.weights : {};
  return Object.entries(weights).map(([f, w]) => [f, Number(w)]);
}

function stringsAt(doc: Doc, field: string): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(add);
    else if (field === '$**' && isPlainObject(v)) Object.values(v).forEach(add);
  };
  if (field === '$**') add(doc);
  else for (const v of pathValues(doc, field)) add(v);
  return out;
}

/** The document's text score, or undefined when it does not match. */
export function textScore(doc: Doc, idx: Index, q: TextQuery): number | undefined {
  let score = 0;
  let anyWord = q.words.length === 0;
  const phrasesFound = new Set<string>();
  for (const [field, weight] of indexedFields(idx)) {
    for (const s of stringsAt(doc, field)) {
      const tokens = tokenize(s, q);
      if (q.negated.some((n) => tokens.includes(n))) return undefined;
      let hits = 0;
      for (const t of tokens) if (q.words.includes(t)) hits++;
      if (hits) { anyWord = true; score += (weight * hits) / tokens.length; }
      const text = normalise(s, q);
      for (const p of q.phrases) if (text.includes(p)) { phrasesFound.add(p); score += weight; }
    }
  }
  if (!anyWord || phrasesFound.size < q.phrases.length) return undefined;
  return score;
}
