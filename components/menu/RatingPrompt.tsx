'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { httpUrl } from '@/lib/menus/contact-links';
import { ratingPromptDue, snoozeRatingPrompt } from '@/lib/menus/rating-snooze';
import { CloseIcon, StarIcon } from './icons';
import styles from './RatingPrompt.module.css';
import { useDinerTexts } from './diner-lang';
import { dinerBusy } from './diner-task';

export const RATING_PROMPT_DELAY_MS = 2300;
/** What the diner does that puts the prompt off for another 2.3 s (a popup's close included: it may close by itself). */
const ACTIVITY = ['pointerdown', 'keydown', 'close'] as const;

/**
 * Asks the diner to rate the place, 2.3 s after load, when the institution has a rating link (spec §2, §9) — at most
 * once a week per menu after 'later' or the link. Not in the middle of what the diner is doing: it came
 * over the search's results and the filter's choices, and waited behind an item's popup to meet the diner, over the
 * cart's toast, as they closed it. So it comes after 2.3 s without a tap or a key, with no popup or panel open
 * (`dinerBusy`). Esc closes it; while it is open, an element that gets the focus behind it is scrolled clear of it, so
 * the prompt never hides what the keyboard is on.
 */
export function RatingPrompt({ url, menuId }: { url: string; menuId: string }) {
  const T = useDinerTexts();
  const [state, setState] = useState<'waiting' | 'shown' | 'answered'>('waiting');
  const shown = state === 'shown';
  const ref = useRef<HTMLElement>(null);
  const link = httpUrl(url);
  useEffect(() => {
    if (state !== 'waiting' || !link || !ratingPromptDue(menuId)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!dinerBusy()) setState('shown');
      }, RATING_PROMPT_DELAY_MS);
    };
    arm();
    // Heard in the capture phase: a dialog's 'close' does not bubble, and a panel may stop a key's propagation.
    for (const type of ACTIVITY) document.addEventListener(type, arm, true);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) document.removeEventListener(type, arm, true);
    };
  }, [state, link, menuId]);

  // Listening from the moment the prompt is in the page (a layout effect runs before the browser paints it, a passive
  // one after).
  useLayoutEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      snoozeRatingPrompt(menuId);
      setState('answered');
    };
    const onFocus = async (e: FocusEvent) => {
      const prompt = ref.current;
      const target = e.target;
      if (!prompt || !(target instanceof Element) || prompt.contains(target)) return;
      // Measured where the prompt comes to rest: it slides up 30 px as it appears, and a focus given meanwhile was
      // scrolled clear of where it was, then covered again.
      await Promise.all(prompt.getAnimations().map((a) => a.finished.catch(() => undefined)));
      if (!prompt.isConnected || document.activeElement !== target) return;
      const box = prompt.getBoundingClientRect();
      const el = target.getBoundingClientRect();
      if (el.bottom > box.top && el.top < box.bottom) window.scrollBy({ top: el.bottom - box.top + 16 });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [shown, menuId]);

  if (!shown) return null;
  const close = () => {
    snoozeRatingPrompt(menuId);
    setState('answered');
  };
  return (
    <section ref={ref} className={styles.prompt} role="dialog" aria-labelledby="rating-title" data-testid="rating-prompt">
      <button type="button" className={styles.dismiss} aria-label={T.menu.later} onClick={close}>
        <CloseIcon size={18} />
      </button>
      <div className={styles.stars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={22} />
        ))}
      </div>
      <h2 id="rating-title" className={styles.title}>
        {T.menu.ratingTitle}
      </h2>
      <p className={styles.body}>{T.menu.ratingBody}</p>
      <div className={styles.actions}>
        <a className={styles.cta} href={link} target="_blank" rel="noopener noreferrer" onClick={close}>
          {T.menu.ratingCta}
        </a>
        <button type="button" className={styles.later} onClick={close}>
          {T.menu.later}
        </button>
      </div>
    </section>
  );
}
