'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { COMMON_TEXT } from '@/lib/i18n/common-ar';
import styles from './ConfirmDialog.module.css';

type ConfirmOptions = { message?: string; confirmLabel?: string; cancelLabel?: string };
type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

const ConfirmContext = createContext<((opts?: ConfirmOptions) => Promise<boolean>) | null>(null);

/** A modal confirmation ('هل أنت متأكد؟' unless told otherwise) built on <dialog>, keyboard accessible. */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback(
    (opts: ConfirmOptions = {}) => new Promise<boolean>((resolve) => setPending({ ...opts, resolve })),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The safe answer takes the focus (showModal would give it to the first button, the destructive one): an Enter
    // pressed by habit keeps what was there.
    if (pending && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!pending && dialog.open) dialog.close();
  }, [pending]);

  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog ref={dialogRef} className={styles.dialog} onCancel={() => settle(false)} aria-labelledby="confirm-message">
        <p id="confirm-message" className={styles.message}>
          {pending?.message ?? COMMON_TEXT.confirm}
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-danger" onClick={() => settle(true)}>
            {pending?.confirmLabel ?? COMMON_TEXT.yes}
          </button>
          <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={() => settle(false)}>
            {pending?.cancelLabel ?? COMMON_TEXT.cancel}
          </button>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm() {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return ctx;
}
