'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@/components/ui/Toasts';
import { SelectField } from '@/components/ui/SelectField';
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import { formatPrice } from '@/lib/menus/pricing';
import { itemSchema, type ItemInput, type ItemValues } from '@/lib/validation/item';
import { useAdmin } from '../AdminContext';
import { UploadProgress } from '../ui/UploadProgress';
import { useMenuEdit } from '../use-menu-edit';
import { ItemFields } from './ItemFields';
import { SubItemsSummary } from './SubItemsSummary';
import { EMPTY_ITEM, menuItemnames } from './item-form-values';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

/** A queued item and the section it was queued for: the selector changed later applies to new rows only. */
type Row = { key: number; sectionId: string; values: ItemValues; status: 'pending' | 'sending' | 'done' | 'failed'; message?: string };

/**
 * Bulk add (spec §2, §7 "bulk create sends one call per queued item"): items are queued with the same form and schema
 * as the add form — sub-items included, added and removed in place — then sent one pitem call each (the sub-items in
 * the same body), with a progress bar and each row's result; failed rows stay for a retry. A row not yet sent goes
 * back into the form to be changed. Each row keeps the section it was queued for, shows it and is sent there.
 */
export function BulkAddForm() {
  const { menu, reload } = useAdmin();
  const run = useMenuEdit();
  const toast = useToast();
  const [sectionId, setSectionId] = useState(menu.sections[0]?._id ?? '');
  const [queue, setQueue] = useState<Row[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [editing, setEditing] = useState(false);
  const nextKey = useRef(1);
  const form = useForm<ItemInput, unknown, ItemValues>({ resolver: zodResolver(itemSchema), defaultValues: EMPTY_ITEM });
  const [sending, setSending] = useState(false);
  const waiting = queue.filter((r) => r.status !== 'done');
  // After a row is queued or taken back, the title field gets the focus once the reset form has rendered.
  const [focusTick, setFocusTick] = useState(0);
  const { setFocus } = form;
  useEffect(() => {
    if (focusTick) setFocus('title');
  }, [focusTick, setFocus]);

  const enqueue = (values: ItemValues) => {
    setQueue((q) => [...q.filter((r) => r.status !== 'done'), { key: nextKey.current++, sectionId, values, status: 'pending' }]);
    setProgress(null);
    setEditing(false);
    form.reset(EMPTY_ITEM);
    setFocusTick((n) => n + 1);
  };
  const setRow = (key: number, patch: Partial<Row>) => setQueue((q) => q.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const queueList = useRef<HTMLOListElement>(null);
  const removeRow = (key: number) => setQueue((q) => q.filter((r) => r.key !== key));
  // The removed row's buttons go with it: the keyboard's focus stays in the queue.
  const dropRow = (key: number) => {
    removeRow(key);
    queueList.current?.focus();
  };
  const editRow = (row: Row) => {
    removeRow(row.key);
    setEditing(true);
    setSectionId(row.sectionId);
    form.reset(row.values);
    setFocusTick((n) => n + 1);
  };

  const send = async () => {
    const rows = waiting;
    let ok = 0;
    setSending(true);
    setProgress({ done: 0, total: rows.length });
    for (const [n, row] of rows.entries()) {
      setRow(row.key, { status: 'sending', message: undefined });
      const done = await run('pitem', { sectionId: row.sectionId }, row.values, { notice: null, noReload: true, quietError: true });
      if (done.ok) ok++;
      setRow(row.key, done.ok ? { status: 'done' } : { status: 'failed', message: done.message });
      setProgress({ done: n + 1, total: rows.length });
    }
    // The bar stays on 'N of N' until the queue changes, so the owner sees the run's end.
    setSending(false);
    const failed = rows.length - ok;
    if (failed) toast.error(ADMIN_ITEMS_TEXT.bulkDone(ok, failed));
    else toast.success(ADMIN_ITEMS_TEXT.bulkDone(ok, 0));
    reload();
  };

  const sectionTitle = (id: string) => menu.sections.find((s) => s._id === id)?.title ?? ADMIN_ITEMS_TEXT.queueSectionGone;
  const statusText = (row: Row) =>
    row.status === 'done' ? ADMIN_ITEMS_TEXT.rowDone : row.status === 'failed' ? ADMIN_ITEMS_TEXT.rowFailed(row.message ?? '') : ADMIN_ITEMS_TEXT.rowPending;

  return (
    <div data-testid="bulk-add">
      <p className={ui.hint}>{ADMIN_ITEMS_TEXT.bulkIntro}</p>
      <SelectField
        id="bulk-section"
        label={ADMIN_ITEMS_TEXT.section}
        options={menu.sections.map((s) => ({ value: s._id, label: s.title }))}
        value={sectionId}
        onChange={(e) => setSectionId(e.target.value)}
        disabled={sending}
      />
      <form className={ui.spaced} onSubmit={form.handleSubmit(enqueue)} noValidate data-testid="bulk-row-form">
        {editing && <p className={ui.notice}>{ADMIN_ITEMS_TEXT.queueEditing}</p>}
        <ItemFields form={form} idPrefix="bulk" takenItemnames={[...menuItemnames(menu), ...waiting.map((r) => r.values.itemname)]} />
        <button type="submit" className="btn btn-secondary" disabled={sending || !sectionId}>
          {ADMIN_ITEMS_TEXT.queueAdd}
        </button>
      </form>
      {queue.length === 0 ? (
        <p className={ui.muted}>{ADMIN_ITEMS_TEXT.queueEmpty}</p>
      ) : (
        <ol ref={queueList} tabIndex={-1} aria-label={ADMIN_ITEMS_TEXT.queueLabel} className={`${ui.list} ${ui.spaced}`} data-testid="bulk-queue">
          {queue.map((row) => (
            <li key={row.key} className={ui.listItem} data-status={row.status} data-testid="bulk-row">
              <div className={ui.between}>
                <strong>
                  {row.values.title} <span dir="ltr" className={ui.muted}>({row.values.itemname})</span>
                </strong>
                <span className={ui.price}>
                  {formatPrice(row.values.price, menu.currency)}
                </span>
              </div>
              <p className={ui.muted} data-testid="bulk-row-section">
                {ADMIN_ITEMS_TEXT.queueRowSection(sectionTitle(row.sectionId))}
              </p>
              <SubItemsSummary subItems={row.values.subItems} currency={menu.currency} />
              <div className={ui.between}>
                <span className={row.status === 'failed' ? styles.failed : row.status === 'done' ? styles.done : undefined}>{statusText(row)}</span>
                {row.status !== 'done' && (
                  <span className={ui.actions}>
                    <button type="button" className={`btn btn-secondary ${ui.small}`} aria-label={ADMIN_ITEMS_TEXT.queueEdit(row.values.title)} disabled={sending} onClick={() => editRow(row)}>
                      {ADMIN_ITEMS_TEXT.queueEditButton}
                    </button>
                    <button type="button" className={ui.iconButton} aria-label={ADMIN_ITEMS_TEXT.queueRemove(row.values.title)} disabled={sending} onClick={() => dropRow(row.key)}>
                      ✕
                    </button>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {progress && <UploadProgress value={progress.done / progress.total} label={ADMIN_ITEMS_TEXT.queueProgress(progress.done, progress.total)} />}
      {waiting.length > 0 && (
        <button type="button" className="btn" onClick={send} disabled={sending} aria-busy={sending || undefined}>
          {sending ? ADMIN_ITEMS_TEXT.queueSending : queue.some((r) => r.status === 'failed') ? ADMIN_ITEMS_TEXT.queueRetry : ADMIN_ITEMS_TEXT.queueSend(waiting.length)}
        </button>
      )}
    </div>
  );
}
