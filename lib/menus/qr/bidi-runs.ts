import bidiFactory from 'bidi-js';

export type VisualRun = { text: string; rtl: boolean };

const bidi = bidiFactory();

/**
 * Splits one line into runs in visual (left-to-right drawing) order, by the Unicode bidi algorithm (UAX #9, via
 * bidi-js) with a right-to-left base direction. Each run keeps its characters in LOGICAL order so a shaping engine
 * (fontkit) can join Arabic letters; `rtl` tells the caller the run is drawn right-to-left. `splitAt` cuts runs further
 * (e.g. where the font changes).
 */
export function visualRuns(text: string, splitAt: (prev: string, next: string) => boolean = () => false): VisualRun[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
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
