'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES } from '@/lib/i18n/ar';
import type { AdminItem } from '@/lib/menus/admin-menu';
import { itemFormSchema } from '@/lib/validation/item';
import type { z } from '@/lib/validation/z';
import { SelectField } from '@/components/ui/SelectField';
import { useAdmin } from '../AdminContext';
import { useMenuEdit } from '../use-menu-edit';
import { ItemFields } from './ItemFields';
import type { UseFormReturn } from 'react-hook-form';
import type { ItemInput } from '@/lib/validation/item';
import { itemCopyValues, itemFormValues } from './item-form-values';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';
import { SoldOutControl } from './SoldOutControl';
import { changedPaths, pickChanged } from '@/lib/ui/changed-fields';

type Props = {
  item: AdminItem;
  sectionId: string;
  onClose: () => void;
  /** 'Copy as a new item': the fields as they are in the panel, and the section, for the add form. */
  onCopy: (values: ItemInput, sectionId: string) => void;
};
type Values = z.input<typeof itemFormSchema>;
type Output = z.output<typeof itemFormSchema>;

/**
 * The item's edit panel (spec §2 Items screen): every field with sub-items added and removed in place, pin and display
 * type, and its section (another section moves it there, last: eitem with body sectionId); remove image, remove sale
 * and delete each ask first; sold out says what it will do. A modal <dialog> (Esc closes it).
 */
export function ItemEditPanel({ item, sectionId, onClose, onCopy }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const run = useMenuEdit();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  // A modal dialog sits above the page's toasts, so the panel repeats the last result inside itself.
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const { menu } = useAdmin();
  // The fields as last saved (or opened): what the panel changed is told apart from them at each save.
  const [saved, setSaved] = useState<Values>(() => ({ ...itemFormValues(item), sectionId }));
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(itemFormSchema), defaultValues: saved });
  const ids = { sectionId, itemId: item._id };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const act = async (name: string, op: string, body?: unknown, notice?: string) => {
    setBusy(name);
    const done = await run(op, ids, body, notice ? { notice } : {});
    setBusy(null);
    setStatus(done.message ? { text: done.message, error: !done.ok } : null);
    return done.ok;
  };
  // Only the fields changed here are sent (each as a whole: a sub-item list, the English side): the item may have been
  // edited meanwhile in another tab or by another admin, and what this panel did not touch stays as they saved it.
  // Saving with another section moves the item there: the panel closes, the item now lives in that section's list.
  const onSave = async ({ sectionId: target, ...values }: Output) => {
    const typed = form.getValues();
    const changed = pickChanged(values, changedPaths(typed, saved, 1));
    if (target === sectionId) {
      if (Object.keys(changed).length === 0) return setStatus({ text: ADMIN_ITEMS_TEXT.nothingChanged, error: false });
      if (await act('save', 'eitem', changed, ADMIN_NOTICES.edited)) setSaved(typed);
      return;
    }
    if (await act('save', 'eitem', { ...changed, sectionId: target }, ADMIN_NOTICES.itemMoved)) onClose();
  };
  const onRemoveSale = async () => {
    if (await confirm({ message: ADMIN_ITEMS_TEXT.removeSaleConfirm(item.title) })) await act('sale', 'eitem', { sale: { onSale: false } });
  };
  const copy = () => {
    const { sectionId: section, ...values } = form.getValues();
    onCopy(itemCopyValues(values), section ?? sectionId);
    ref.current?.close();
  };
  const onDelete = async () => {
    if (!(await confirm({ message: ADMIN_ITEMS_TEXT.removeConfirm(item.title) }))) return;
    if (await act('delete', 'mitem')) onClose();
  };

  return (
    <dialog ref={ref} className={styles.panel} onClose={onClose} aria-labelledby="item-panel-title" data-testid="item-edit-panel">
      <div className={ui.panelHead}>
        <h2 id="item-panel-title" className={ui.panelTitle}>{ADMIN_ITEMS_TEXT.editTitle(item.title)}</h2>
        <button type="button" className="btn btn-secondary" onClick={() => ref.current?.close()}>
          {ADMIN_ITEMS_TEXT.closePanel}
        </button>
      </div>
      {status && (
        <p className={status.error ? ui.noticeWarn : ui.noticeOk} role={status.error ? 'alert' : 'status'} data-testid="item-panel-status">
          {status.text}
        </p>
      )}
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <ItemFields form={form as unknown as UseFormReturn<ItemInput>} idPrefix={`edit-${item._id}`} />
        <SelectField
          id={`edit-${item._id}-section`}
          label={ADMIN_ITEMS_TEXT.moveTo}
          options={menu.sections.map((s) => ({ value: s._id, label: s.title }))}
          error={form.formState.errors.sectionId?.message}
          aria-describedby={`edit-${item._id}-section-hint`}
          {...form.register('sectionId')}
        />
        <p id={`edit-${item._id}-section-hint`} className={ui.hint}>
          {ADMIN_ITEMS_TEXT.moveHint}
        </p>
        <SubmitButton busy={form.formState.isSubmitting || busy === 'save'} busyText={ADMIN_ITEMS_TEXT.saving}>
          {ADMIN_ITEMS_TEXT.save}
        </SubmitButton>
      </form>
      <SoldOutControl
        item={item}
        timeZone={menu.timeZone ?? 'Asia/Amman'}
        busy={busy === 'soldOut'}
        onSubmit={(body) => act('soldOut', 'sitem', body, soldOutNotice(item, body))}
      />
      <div className={styles.panelActions}>
        {item.image && (
          <SubmitButton type="button" className="btn btn-secondary" busy={busy === 'image'} busyText={ADMIN_ITEMS_TEXT.saving} onClick={() => act('image', 'eitem', { image: '' })}>
            {ADMIN_ITEMS_TEXT.removeImage}
          </SubmitButton>
        )}
        {item.sale?.onSale && (
          <SubmitButton type="button" className="btn btn-secondary" busy={busy === 'sale'} busyText={ADMIN_ITEMS_TEXT.saving} onClick={onRemoveSale}>
            {ADMIN_ITEMS_TEXT.removeSale}
          </SubmitButton>
        )}
        <button type="button" className="btn btn-secondary" onClick={copy}>
          {ADMIN_ITEMS_TEXT.copyAsNew}
        </button>
        <SubmitButton type="button" className="btn btn-danger" busy={busy === 'delete'} busyText={ADMIN_ITEMS_TEXT.saving} onClick={onDelete}>
          {ADMIN_ITEMS_TEXT.remove}
        </SubmitButton>
      </div>
    </dialog>
  );
}

/** The toast after a sold-out change: the option's own name when an option was marked, else the item's. */
function soldOutNotice(item: AdminItem, body: { soldOut: boolean; option?: string }): string {
  const option = body.option ? (item.optionGroups ?? []).flatMap((g) => g.options).find((o) => String(o._id) === body.option) : undefined;
  if (option) return body.soldOut ? ADMIN_ITEMS_TEXT.optionSoldOutOn(option.title) : ADMIN_ITEMS_TEXT.optionSoldOutOff(option.title);
  return body.soldOut ? ADMIN_ITEMS_TEXT.soldOutOn : ADMIN_ITEMS_TEXT.soldOutOff;
}
