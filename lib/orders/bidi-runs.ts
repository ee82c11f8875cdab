import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Arabic letters and marks (what the embedded Arabic font covers; spaces, digits and brackets are drawn in Latin). */
export const ARABIC_PATTERN = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const ARABIC_CHUNKS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+|[^\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+/g;

export interface VisualRun {
  /** The run's text as the shaper must get it: logical order for an Arabic run (the shaper lays it out right to left). */
  text: string;
  rtl: boolean;
  arabic: boolean;
}

/**
 * One line of mixed-direction text cut into runs in VISUAL order (left to right), by the Unicode bidi algorithm
 * (bidi-js). A run of Arabic letters keeps its logical order because an OpenType shaper (fontkit, inside pdfkit) joins
 * the letters and lays the run out right to left itself; everything else in a right-to-left stretch (spaces, brackets,
 * dashes) is reversed and mirrored here, because no shaper will do it.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): VisualRun[] {
  if (!text) return [];
  const levels = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  const order = Array.from(text, (_, i) => i).slice(0, text.length);
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);

  const runs: VisualRun[] = [];
  let group: number[] = [];
  const flush = () => {
    if (!group.length) return;
    const level = levels.levels[group[0]];
    const rtl = level % 2 === 1;
    const logical = [...group].sort((a, b) => a - b);
    const logicalText = logical.map((i) => text[i]).join('');
    if (!rtl) runs.push({ text: logicalText, rtl, arabic: ARABIC_PATTERN.test(logicalText) });
    else {
      // Right to left: the chunks go right to left too; Arabic chunks stay logical (shaped), the rest is mirrored.
      let offset = logical[0];
      const chunks = (logicalText.match(ARABIC_CHUNKS) ?? []).map((chunk) => {
        const start = offset;
        offset += chunk.length;
        const arabic = ARABIC_PATTERN.test(chunk);
        const visual = Array.from(chunk, (c, k) => mirrored.get(start + k) ?? c).reverse().join('');
        return { text: arabic ? chunk : visual, rtl, arabic };
      });
      runs.push(...chunks.reverse());
    }
    group = [];
  };
  for (const i of order) {
    const prev = group[group.length - 1];
    const sameLevel = prev !== undefined && levels.levels[prev] === levels.levels[i];
    const adjacent = prev !== undefined && Math.abs(prev - i) === 1;
    if (!sameLevel || !adjacent) flush();
    group.push(i);
  }
  flush();
  return runs;
}
