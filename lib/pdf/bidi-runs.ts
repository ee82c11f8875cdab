import bidiFactory from 'bidi-js';

/**
 * The one bidi module of the PDFs we print (table cards, the paper menu, invoices): the Unicode bidi algorithm (UAX #9,
 * via bidi-js) cuts a line of mixed Arabic and Latin into runs in VISUAL order (left to right, as pdfkit draws), so a
 * line reads right even though pdfkit knows nothing of direction.
 */
const bidi = bidiFactory();

/** Arabic letters and marks (what the embedded Arabic fonts cover; spaces, digits and brackets are drawn in Latin). */
export const ARABIC_PATTERN = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const ARABIC_CHUNKS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+|[^\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+/g;

export type LevelRun = { text: string; rtl: boolean };

/**
 * Runs of one embedding level in visual order. Each run keeps its characters in LOGICAL order so a shaping engine
 * (fontkit, inside pdfkit) can join Arabic letters; `rtl` tells the caller the run is drawn right to left, and in such
 * a run brackets already have their mirrored glyph. `splitAt` cuts runs further (e.g. where the font changes).
 * `direction`: the paragraph's base direction ('auto': from its first strong character).
 */
export function visualRuns(
  text: string,
  { direction = 'rtl', splitAt = () => false }: { direction?: 'ltr' | 'rtl' | 'auto'; splitAt?: (prev: string, next: string) => boolean } = {},
): LevelRun[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  // UTF-16 units, as bidi-js indexes them; right-to-left brackets take their mirrored glyph.
  const chars = text.split('').map((c, i) => (levels[i] % 2 ? (bidi.getMirroredCharacter(c) ?? c) : c));
  type Run = { text: string; level: number };
  const runs: Run[] = [];
  chars.forEach((c, i) => {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i] && !splitAt(chars[i - 1], c)) last.text += c;
    else runs.push({ text: c, level: levels[i] });
  });
  // UAX #9 L2: from the highest level down to the lowest odd level, reverse every sequence at that level or above.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i].level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1].level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs.map((r) => ({ text: r.text, rtl: r.level % 2 === 1 }));
}

export interface ScriptRun extends LevelRun {
  arabic: boolean;
}

/**
 * The runs of visualRuns() cut where the script changes, ready to draw one by one in visual order: a run of Arabic
 * letters keeps its logical order (the shaper lays it out right to left itself); everything else in a right-to-left
 * stretch (spaces, brackets, dashes) is reversed here, because no shaper will do it.
 */
export function scriptRuns(text: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): ScriptRun[] {
  const out: ScriptRun[] = [];
  for (const run of visualRuns(text, { direction })) {
    if (!run.rtl) {
      out.push({ ...run, arabic: ARABIC_PATTERN.test(run.text) });
      continue;
    }
    const chunks = (run.text.match(ARABIC_CHUNKS) ?? []).map((chunk) => {
      const arabic = ARABIC_PATTERN.test(chunk);
      return { text: arabic ? chunk : Array.from(chunk).reverse().join(''), rtl: true, arabic };
    });
    out.push(...chunks.reverse());
  }
  return out;
}
