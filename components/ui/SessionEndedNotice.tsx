'use client';

import { useEffect, useState } from 'react';
import { apiFetch, SESSION_ENDED_EVENT } from '@/lib/api/client-fetch';
import styles from './SessionEndedNotice.module.css';

/** `hidden`: the screen says it already in its own words (the order screen's stream refused): not said twice. */
type Props = { text: { ended: string; signIn: string }; next: string; hidden?: boolean };

/**
 * When a call is refused because the session ended (signed out elsewhere, expired): a notice that stays, with a link
 * to sign in in a new tab, so nothing typed on this page is lost; back in this tab, the session is asked for again and
 * the notice goes once it is there (then the user saves again). The admin and the staff's page show it, each in its
 * language.
 */
export function SessionEndedNotice({ text, next, hidden = false }: Props) {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const onEnded = () => setEnded(true);
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, []);
  useEffect(() => {
    if (!ended) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      apiFetch('/api/v1/users/me').then(
        () => setEnded(false),
        () => undefined,
      );
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [ended]);
  if (!ended || hidden) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="session-ended">
      <span>{text.ended}</span>{' '}
      <a href={`/login?next=${encodeURIComponent(next)}`} target="_blank" rel="noopener">
        {text.signIn}
      </a>
    </div>
  );
}
