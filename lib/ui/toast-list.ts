/** Pure toast-list rules (spec §4): a new toast goes on top unless one with the same text exists. */
export type Toast = { id: number; msg: string; error: boolean; leaving?: boolean };

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
