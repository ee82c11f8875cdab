import { RATING_SNOOZE_MS, ratingPromptDue, snoozeRatingPrompt } from '../../lib/menus/rating-snooze';

/** The rating prompt's once-a-week rule, per menu, and what it does with missing or garbled storage. */
function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('rating prompt snooze', () => {
  it('is due until answered, then not for a week for that menu only', () => {
    const store = memoryStore();
    const t0 = Date.UTC(2026, 10, 1);
    expect(ratingPromptDue('a', t0, store)).toBe(true);
    snoozeRatingPrompt('a', t0, store);
    expect(ratingPromptDue('a', t0 + 1000, store)).toBe(false);
    expect(ratingPromptDue('a', t0 + RATING_SNOOZE_MS - 1, store)).toBe(false);
    expect(ratingPromptDue('b', t0 + 1000, store)).toBe(true);
    expect(ratingPromptDue('a', t0 + RATING_SNOOZE_MS, store)).toBe(true);
  });

  it('shows when storage is missing or holds garbage', () => {
    const store = memoryStore();
    store.setItem('ratingPrompt:a', 'soon');
    expect(ratingPromptDue('a', Date.now(), store)).toBe(true);
    expect(ratingPromptDue('a', Date.now(), null)).toBe(true);
  });
});
