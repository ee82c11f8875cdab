/**
 * The rating prompt's once-a-week rule: after 'later' (or the rating link) the prompt of that menu stays
 * away for a week in this browser. Pure helpers over an injectable storage, so the rule is testable without a DOM.
 */
export const RATING_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

export const ratingSnoozeKey = (menuId: string) => `ratingPrompt:${menuId}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** True when the prompt may show now: never dismissed, or dismissed a week or more ago. */
export function ratingPromptDue(menuId: string, now = Date.now(), store: Store | null = browserStore()): boolean {
  try {
    const at = Number(store?.getItem(ratingSnoozeKey(menuId)));
    return !Number.isFinite(at) || at <= 0 || now - at >= RATING_SNOOZE_MS;
  } catch {
    return true;
  }
}

/** Remembers that the diner answered the prompt of this menu now. */
export function snoozeRatingPrompt(menuId: string, now = Date.now(), store: Store | null = browserStore()): void {
  try {
    store?.setItem(ratingSnoozeKey(menuId), String(now));
  } catch {
    /* storage unavailable: the prompt may come back next visit */
  }
}
