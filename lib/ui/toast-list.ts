/** Pure toast-list rules (spec §4): a new toast goes on top unless one with the same text exists. */
export type Toast = {
  id: number;
  msg: string;
  error: boolean;
  leaving?: boolean;
  /** It announces the page change its action starts ('logged in', then the account page): it stays on the next page. */
  forNextPage?: boolean;
};

export const TOAST_LIFETIME_MS = 5000;
export const TOAST_FADE_MS = 300;

export function addToast(list: Toast[], toast: Toast): Toast[] {
  if (list.some((t) => t.msg === toast.msg)) return list;
  return [toast, ...list];
}

export function markLeaving(list: Toast[], id: number): Toast[] {
  return list.map((t) => (t.id === id ? { ...t, leaving: true } : t));
}

export function removeToast(list: Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}

/**
 * The toasts a page change keeps. The toasts of the page left behind go, except those its action pushed to announce
 * this change (`forNextPage`): they come along once, however long the next page took to arrive (a slow phone), and
 * belong to the new page from then on (a later change clears them like any other).
 */
export function keepAcrossPageChange(list: Toast[]): Toast[] {
  return list.filter((t) => t.forNextPage).map((t) => ({ ...t, forNextPage: false, leaving: false }));
}
