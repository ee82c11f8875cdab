'use client';

import { useEffect, useState } from 'react';
import { MENU_TEXT } from '@/lib/i18n/ar';
import { httpUrl } from '@/lib/menus/contact-links';
import { CloseIcon, StarIcon } from './icons';
import styles from './RatingPrompt.module.css';

export const RATING_PROMPT_DELAY_MS = 2300;

/** Asks the diner to rate the place, 2.3 s after load, when the institution has a rating link (spec §2, §9). */
export function RatingPrompt({ url }: { url: string }) {
  const [shown, setShown] = useState(false);
  const link = httpUrl(url);
  useEffect(() => {
    if (!link) return;
    const t = setTimeout(() => setShown(true), RATING_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [link]);
  if (!shown) return null;
  return (
    <section className={styles.prompt} role="dialog" aria-labelledby="rating-title" data-testid="rating-prompt">
      <button type="button" className={styles.dismiss} aria-label={MENU_TEXT.later} onClick={() => setShown(false)}>
        <CloseIcon size={18} />
      </button>
      <div className={styles.stars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={22} />
        ))}
      </div>
      <h2 id="rating-title" className={styles.title}>
        {MENU_TEXT.ratingTitle}
      </h2>
      <p className={styles.body}>{MENU_TEXT.ratingBody}</p>
      <div className={styles.actions}>
        <a className={styles.cta} href={link} target="_blank" rel="noopener noreferrer" onClick={() => setShown(false)}>
          {MENU_TEXT.ratingCta}
        </a>
        <button type="button" className={styles.later} onClick={() => setShown(false)}>
          {MENU_TEXT.later}
        </button>
      </div>
    </section>
  );
}
