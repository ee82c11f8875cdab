/**
 * Text as the diner's search compares it: Arabic letters that people type interchangeably are folded
 * (alef forms أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), tatweel and diacritics (harakat, Latin accents) are dropped,
 * Arabic-Indic and Persian digits are read as digits, Latin letters are lower-cased, and anything that is not a letter
 * or digit separates words. Pure and import-free: it runs in the browser on the page's own data.
 */

const FOLD: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ٲ': 'ا', 'ٳ': 'ا',
  'ة': 'ه', 'ى': 'ي', 'ئ': 'ي', 'ؤ': 'و', 'ی': 'ي', 'ک': 'ك',
};

/** Harakat, Quranic marks, superscript alef, tatweel; and the combining marks NFD splits off Latin letters. */
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u0300-\u036f]/g;

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return FOLD[ch] ?? ch;
}

/** The normalised text, words separated by single spaces. */
export function normalizeForSearch(text: string): string {
  const folded = text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(/./gu, foldChar);
  return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The normalised words of a text. */
export function searchWords(text: string): string[] {
  const normalized = normalizeForSearch(text);
  return normalized ? normalized.split(' ') : [];
}
