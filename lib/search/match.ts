/**
 * The diner's search over a menu's items, run in the browser on the page's own data: every word the diner
 * typed must be found in the item's title or description (either language), as a word's beginning (so results follow
 * the typing) or, for words of 4 letters or more, with one typo (a letter wrong, missing, extra, or two swapped).
 * Titles weigh more than descriptions, whole words more than beginnings, exact more than with a typo.
 */
import { searchWords } from './normalize';

export interface SearchableItem {
  id: string;
  /** Every title the item has (main language and translations). */
  titles: string[];
  /** Every description the item has. */
  descriptions: string[];
}

export interface SearchIndexEntry {
  id: string;
  titleWords: string[];
  descriptionWords: string[];
}

/** Words shorter than this must match exactly (as a beginning): a typo in a 3-letter word matches too much. */
export const TYPO_MIN_LENGTH = 4;

/** The article and the particles written onto it ('ال', 'بال', 'وال', 'فال', 'كال', 'لل'), longest first. */
const ARTICLES = ['وبال', 'بال', 'وال', 'فال', 'كال', 'ال', 'لل'];

/** A text's words, each also without its article: 'بالثوم' is found by 'ثوم' and by 'الثوم'. */
function indexWords(texts: readonly string[]): string[] {
  const words = texts.flatMap(searchWords);
  const bare = words.flatMap((w) => {
    const article = ARTICLES.find((a) => w.startsWith(a) && w.length - a.length >= 2);
    return article ? [w.slice(article.length), ...(article === 'ال' ? [] : [`ال${w.slice(article.length)}`])] : [];
  });
  return [...words, ...bare];
}

export function buildSearchIndex(items: readonly SearchableItem[]): SearchIndexEntry[] {
  return items.map((item) => ({ id: item.id, titleWords: indexWords(item.titles), descriptionWords: indexWords(item.descriptions) }));
}

/** True when a and b differ by at most one edit (substitution, insertion, deletion or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** How well one typed word fits one word of the item: 3 whole word, 2 beginning, 1 with a typo, 0 not at all. */
function wordScore(typed: string, word: string, isLastTyped: boolean): number {
  if (word === typed) return 3;
  if (word.startsWith(typed)) return 2;
  if (typed.length < TYPO_MIN_LENGTH) return 0;
  if (withinOneEdit(typed, word)) return 1;
  // The word still being typed may be a beginning with a typo in it.
  if (isLastTyped && word.length > typed.length && withinOneEdit(typed, word.slice(0, typed.length))) return 1;
  return 0;
}

function bestIn(words: readonly string[], typed: string, isLastTyped: boolean): number {
  let best = 0;
  for (const word of words) {
    const s = wordScore(typed, word, isLastTyped);
    if (s > best) best = s;
    if (best === 3) break;
  }
  return best;
}

/** The ids of the items that match the query, best first (ties keep the menu's order); none for an empty query. */
export function searchItems(index: readonly SearchIndexEntry[], query: string): string[] {
  const typed = searchWords(query);
  if (typed.length === 0) return [];
  const scored: { id: string; score: number; at: number }[] = [];
  index.forEach((entry, at) => {
    let score = 0;
    for (let k = 0; k < typed.length; k++) {
      const last = k === typed.length - 1;
      const inTitle = bestIn(entry.titleWords, typed[k], last);
      const inDescription = inTitle === 3 ? 0 : bestIn(entry.descriptionWords, typed[k], last);
      if (inTitle === 0 && inDescription === 0) return;
      score += Math.max(inTitle * 2, inDescription);
    }
    scored.push({ id: entry.id, score, at });
  });
  return scored.sort((a, b) => b.score - a.score || a.at - b.at).map((s) => s.id);
}
