'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ADMIN_SHELL_TEXT, ADMIN_TOUR_TEXT } from '@/lib/i18n/ar';
import { ADMIN_SCREENS, TOUR_FLAG_KEY, adminScreenId, adminScreenPath, screenIndexOf } from '@/lib/ui/admin-screens';
import styles from './AdminShell.module.css';

const HIGHLIGHT = 'data-tour-highlight';

/** Marks the step's element once it is on the page (the screen may still be loading) and scrolls it smoothly into view. */
function highlightWhenPresent(id: string): () => void {
  let marked: HTMLElement | null = null;
  const mark = () => {
    const el = document.getElementById(id);
    if (!el) return false;
    marked = el;
    el.setAttribute(HIGHLIGHT, '');
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return true;
  };
  const observer = new MutationObserver(() => mark() && observer.disconnect());
  if (!mark()) observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    (marked)?.removeAttribute(HIGHLIGHT);
  };
}

/**
 * The guided tour (spec §2, §4): on first run it walks every screen in order, switching the navigation to it and
 * highlighting its element until the user presses Next; 'skip the tutorial' ends it. It does not run when
 * localStorage.runAdminCoach is 'no', and finishing or skipping sets that flag and removes the highlight.
 */
export function AdminTour({ menuId }: { menuId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [step, setStep] = useState<number | null>(null);
  // The screen the owner opened (a link to the items, say) before the tour took them to its first step.
  const [landing] = useState(() => ADMIN_SCREENS[screenIndexOf(pathname)]);

  useEffect(() => {
    const start = requestAnimationFrame(() => {
      if (window.localStorage.getItem(TOUR_FLAG_KEY) !== 'no') setStep(0);
    });
    return () => cancelAnimationFrame(start);
  }, []);

  const screen = step === null ? null : ADMIN_SCREENS[step];

  useEffect(() => {
    if (screen && ADMIN_SCREENS[screenIndexOf(pathname)] !== screen) router.push(adminScreenPath(menuId, screen));
  }, [screen, pathname, menuId, router]);

  useEffect(() => (screen ? highlightWhenPresent(adminScreenId(screen)) : undefined), [screen, pathname]);

  if (step === null || !screen) return null;

  const end = () => {
    window.localStorage.setItem(TOUR_FLAG_KEY, 'no');
    setStep(null);
  };
  // Skipped at once: back to the screen the owner asked for, which the tour's first step had replaced.
  const skip = () => {
    end();
    if (step === 0 && landing && landing !== screen) router.push(adminScreenPath(menuId, landing));
  };
  // Finishing the tour leaves the owner where the work starts: the sections screen.
  const finish = () => {
    end();
    router.push(adminScreenPath(menuId, 'sections'));
  };
  const last = step === ADMIN_SCREENS.length - 1;
  return (
    <aside className={styles.tour} role="dialog" aria-modal="false" aria-labelledby="admin-tour-title" data-testid="admin-tour" data-step={screen}>
      <p className={styles.tourCount}>{ADMIN_TOUR_TEXT.step(step + 1, ADMIN_SCREENS.length)}</p>
      <h2 id="admin-tour-title" className={styles.tourTitle}>
        {ADMIN_SHELL_TEXT.screens[screen]}
      </h2>
      <p>{ADMIN_TOUR_TEXT.steps[screen]}</p>
      <div className={styles.tourActions}>
        <button type="button" className="btn" onClick={() => (last ? finish() : setStep(step + 1))} autoFocus>
          {last ? ADMIN_TOUR_TEXT.finish : ADMIN_TOUR_TEXT.next}
        </button>
        <button type="button" className="btn btn-secondary" onClick={skip}>
          {ADMIN_TOUR_TEXT.skip}
        </button>
      </div>
    </aside>
  );
}
