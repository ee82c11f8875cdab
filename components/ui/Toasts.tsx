'use client';

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { addToast, markLeaving, removeToast, TOAST_FADE_MS, TOAST_LIFETIME_MS, type Toast } from '@/lib/ui/toast-list';
import styles from './Toasts.module.css';

type ToastApi = { success: (msg: string) => void; error: (msg: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** A toast pushed this shortly before the page changes belongs to the action that changed it ('logged in'): it stays. */
const CARRY_ACROSS_NAVIGATION_MS = 1500;

/**
 * Toasts: newest on top, no duplicate text, each removed 5 s after it appears after a 300 ms fade-out. They sit at the
 * bottom of the screen, clear of the top bar's menu button and the headings; the stack is a manual popover raised into
 * the top layer whenever a toast appears, so a toast shows above an open modal dialog; a page change clears the toasts
 * of the page left behind.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const born = useRef(new Map<number, number>());
  const stack = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    const now = Date.now();
    setToasts((list) => list.filter((t) => now - (born.current.get(t.id) ?? 0) < CARRY_ACROSS_NAVIGATION_MS));
  }, [pathname]);

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

  const push = useCallback((msg: string, error: boolean) => {
    const id = nextId.current++;
    born.current.set(id, Date.now());
    setToasts((list) => {
      const next = addToast(list, { id, msg, error });
      if (next !== list) {
        setTimeout(() => setToasts((l) => markLeaving(l, id)), TOAST_LIFETIME_MS - TOAST_FADE_MS);
        setTimeout(() => {
          setToasts((l) => removeToast(l, id));
          born.current.delete(id);
        }, TOAST_LIFETIME_MS);
      }
      return next;
    });
  }, []);

  const api = useMemo<ToastApi>(() => ({ success: (m) => push(m, false), error: (m) => push(m, true) }), [push]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={stack} popover="manual" className={styles.stack} aria-live="polite" role="status">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`${styles.toast} ${t.error ? styles.error : styles.success} ${t.leaving ? styles.leaving : ''}`}
            role={t.error ? 'alert' : undefined}
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
