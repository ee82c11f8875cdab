'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { addToast, markLeaving, removeToast, TOAST_FADE_MS, TOAST_LIFETIME_MS, type Toast } from '@/lib/ui/toast-list';
import styles from './Toasts.module.css';

type ToastApi = { success: (msg: string) => void; error: (msg: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** Toasts: newest on top, no duplicate text, each removed 5 s after it appears after a 300 ms fade-out. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const push = useCallback((msg: string, error: boolean) => {
    const id = nextId.current++;
    setToasts((list) => {
      const next = addToast(list, { id, msg, error });
      if (next !== list) {
        setTimeout(() => setToasts((l) => markLeaving(l, id)), TOAST_LIFETIME_MS - TOAST_FADE_MS);
        setTimeout(() => setToasts((l) => removeToast(l, id)), TOAST_LIFETIME_MS);
      }
      return next;
    });
  }, []);

  const api = useMemo<ToastApi>(() => ({ success: (m) => push(m, false), error: (m) => push(m, true) }), [push]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.stack} aria-live="polite" role="status">
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
