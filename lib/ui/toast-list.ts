import type { Lang } from '../i18n/lang';

/** Pure toast-list rules (spec §4): a new toast goes on top unless one with the same text exists. */
export type Toast = {
  id: number;
  msg: string;
  error: boolean;
  /** The language its text is in (the screen's when it was said): the toast is marked and laid out in it. */
  lang: Lang;
  leaving?: boolean;
  /** It announces the page change its action starts ('logged in', then the account page): it stays on the next page. */
  forNextPage?: boolean;
};

export const TOAST_LIFETIME_MS = 5000;
export const TOAST_FADE_MS = 300;

/**
 * The list with `toast` shown, and the id of the toast that shows its text (whose lifetime starts now). A toast with
 * the same text already there is not doubled but renewed: no longer leaving, its lifetime started again — the same
 * message said again while the first was fading (a second upload right after the first) is not lost with it.
 */
export function addToast(list: Toast[], toast: Toast): { list: Toast[]; shown: number } {
  const same = list.find((t) => t.msg === toast.msg);
  if (!same) return { list: [toast, ...list], shown: toast.id };
  const renewed = { ...same, leaving: false, forNextPage: same.forNextPage || toast.forNextPage };
  return { list: list.map((t) => (t === same ? renewed : t)), shown: same.id };
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
