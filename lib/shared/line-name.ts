/**
 * An order line's name with its sub-item: 'عصير ليمون (كبير)'. A sub-item whose own name has brackets
 * ('سدر عائلي (4 أشخاص)') follows a dash instead, so the line never reads '((…))'.
 */
export function lineName(title: string, subItemTitle: string | null | undefined): string {
  if (!subItemTitle) return title;
  return /[()]/.test(subItemTitle) ? `${title} – ${subItemTitle}` : `${title} (${subItemTitle})`;
}
