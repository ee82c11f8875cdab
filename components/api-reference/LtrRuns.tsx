import type { ReactNode } from 'react';

/**
 * An Arabic sentence that quotes code (`{ "status": … }`, `Authorization: Bearer <key>`, `whsec_…`): each run of
 * non-Arabic text is isolated left-to-right, so its brackets and punctuation keep their order inside the right-to-left
 * paragraph instead of being reordered by the bidi algorithm around the Arabic words.
 */
const LTR_RUN = /[^\u0600-\u06FF\s،؛.][^\u0600-\u06FF]*[^\u0600-\u06FF\s،؛.]|[^\u0600-\u06FF\s،؛.]/g;

export function LtrRuns({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    // Punctuation alone (the brackets around Arabic words, a colon) stays in the paragraph's direction.
    if (!/[A-Za-z0-9]/.test(match[0])) continue;
    parts.push(text.slice(at, match.index));
    parts.push(
      <bdi key={match.index} dir="ltr">
        {match[0]}
      </bdi>,
    );
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
