'use client';

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { activeLang } from '@/lib/i18n/active-lang';
import { langDir } from '@/lib/i18n/lang';
import { addToast, keepAcrossPageChange, markLeaving, removeToast, TOAST_FADE_MS, TOAST_LIFETIME_MS, type Toast } from '@/lib/ui/toast-list';
import styles from './Toasts.module.css';

/** `forNextPage`: the toast announces the page change the same action starts next: it stays on the new page. */
export type ToastOptions = { forNextPage?: boolean };
type ToastApi = { success: (msg: string, options?: ToastOptions) => void; error: (msg: string, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast pushed for the next page waits for that page (a slow phone) before it goes anyway. */
const NEXT_PAGE_WAIT_MS = 20_000;

/**
 * Toasts: newest on top, no duplicate text, each removed 5 s after it appears after a 300 ms fade-out. They sit at the
 * bottom of the screen, clear of the top bar's menu button and the headings; the stack is a manual popover raised into
 * the top layer whenever a toast appears, so a toast shows above an open modal dialog; a page change clears the toasts
 * of the page left behind, except those pushed for the next page (lib/ui/toast-list.ts), whose 5 s start there.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const stack = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  /** Each toast's current lifetime: its number (a renewal starts the next one) and its fade and removal timers. */
  const lives = useRef(new Map<number, { run: number; timers: ReturnType<typeof setTimeout>[] }>());
  /**
   * (Re)starts a toast's lifetime: fade-out, then removal. Each start is numbered: a fade or removal already queued
   * for React when the same text renewed the toast (a busy page renders late) belongs to the old lifetime and does
   * nothing — it removed the renewed toast. The updaters only read the number (React runs an updater twice in
   * development): the lifetimes of toasts gone are let go by the effect below.
   */
  const schedule = useCallback((id: number, lifetime = TOAST_LIFETIME_MS) => {
    const previous = lives.current.get(id);
    for (const t of previous?.timers ?? []) clearTimeout(t);
    const run = (previous?.run ?? 0) + 1;
    const current = () => lives.current.get(id)?.run === run;
    lives.current.set(id, {
      run,
      timers: [
        setTimeout(() => setToasts((l) => (current() ? markLeaving(l, id) : l)), lifetime - TOAST_FADE_MS),
        setTimeout(() => setToasts((l) => (current() ? removeToast(l, id) : l)), lifetime),
      ],
    });
  }, []);

  useEffect(() => {
    for (const id of lives.current.keys()) if (!toasts.some((t) => t.id === id)) lives.current.delete(id);
  }, [toasts]);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    setToasts((list) => {
      const kept = keepAcrossPageChange(list);
      for (const t of kept) schedule(t.id);
      return kept;
    });
  }, [pathname, schedule]);

  // Raise the stack above whatever is in the top layer now (an open <dialog>), each time the toasts change.
  useLayoutEffect(() => {
    const el = stack.current;
    if (!el || typeof el.showPopover !== 'function') return;
    try {
      // Always open (an empty stack is invisible and lets clicks through), so the live region is there before a toast.
      if (el.matches(':popover-open')) el.hidePopover();
      el.showPopover();
    } catch {
      /* popover not supported: the stack stays a fixed layer */
    }
  }, [toasts]);

  const push = useCallback(
    (msg: string, error: boolean, options?: ToastOptions) => {
      const id = nextId.current++;
      // The screen's language now (the staff page and an English menu are English inside the Arabic site).
      const lang = activeLang();
      setToasts((list) => {
        const { list: next, shown } = addToast(list, { id, msg, error, lang, forNextPage: options?.forNextPage });
        // A toast for the next page starts its 5 s there: until then it waits, at most NEXT_PAGE_WAIT_MS. A toast
        // renewed by the same text said again starts its lifetime again.
        schedule(shown, options?.forNextPage ? NEXT_PAGE_WAIT_MS : TOAST_LIFETIME_MS);
        return next;
      });
    },
    [schedule],
  );

  const api = useMemo<ToastApi>(() => ({ success: (m, o) => push(m, false, o), error: (m, o) => push(m, true, o) }), [push]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={stack} popover="manual" className={styles.stack} aria-live="polite" role="status">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`${styles.toast} ${t.error ? styles.error : styles.success} ${t.leaving ? styles.leaving : ''}`}
            role={t.error ? 'alert' : undefined}
            lang={t.lang}
            dir={langDir(t.lang)}
            data-testid="toast"
          >
            {t.msg}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
