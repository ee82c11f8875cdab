'use client';

import type { ReactNode } from 'react';
import { useToast } from '@/components/ui/Toasts';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { copyText } from '@/lib/ui/copy-text';
import styles from './Orders.module.css';

/** The id a create form just made, with Copy (and what else the form offers for it), so staff need not find it in the list. */
export function CreatedId({ label, id, testId, children }: { label: string; id: string; testId: string; children?: ReactNode }) {
  const toast = useToast();
  return (
    <p className={styles.idBox}>
      {label}: <code data-testid={testId}>{id}</code>
      {/* Named with what it copies: the order's and the menu's Copy are told apart by ear too. */}
      <button type="button" className="btn btn-secondary" aria-label={ORDERS_TEXT.copyWhat(label)} onClick={() => copyText(id).then(() => toast.success(ORDERS_NOTICES.copied))}>
        {ORDERS_TEXT.copy}
      </button>
      {children}
    </p>
  );
}
