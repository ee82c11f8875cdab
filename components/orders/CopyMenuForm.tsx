'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { numberText } from '@/components/ui/number-text';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { staffCall } from '@/lib/orders/orders-client';
import { copyMenuFormSchema } from '@/lib/validation/menu-admin';
import { CreatedId } from './CreatedId';
import { MenuPicker } from './MenuPicker';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;
const EMPTY = { menuId: '', username: '', plan: 0 };

/**
 * Copy Menu: a copy of a menu for a new branch or brand (POST /quickmenu/{id}/copy) with its owner and plan; the
 * server adds the provider admin, as for a new menu. Asked first (a whole menu is made), busy while it is copied, then
 * the copy's id and a link to its admin area.
 */
export function CopyMenuForm({ onChanged }: { onChanged: () => void }) {
  const run = useStaffAction();
  const confirm = useConfirm();
  const [copying, setCopying] = useState(false);
  const [copyId, setCopyId] = useState('');
  // The menu chosen in the picker, named in the question (a typed id is named by itself).
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(copyMenuFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ menuId, username, plan }) => {
    const menu = picked?.id === menuId ? picked.name : menuId;
    if (!(await confirm({ message: T.copyMenu.confirm(menu, username, plan), confirmLabel: T.submit.copyMenu, cancelLabel: T.copyMenu.cancel }))) return;
    setCopying(true);
    setCopyId('');
    await run(
      () => staffCall<{ data: { _id: string } }>(`/api/v1/quickmenu/${menuId}/copy`, 'POST', { admins: [username], plan }),
      () => ORDERS_NOTICES.menuCopied,
      (r) => {
        setCopyId(String(r.data._id));
        reset(EMPTY);
        setPicked(null);
        onChanged();
      },
    );
    setCopying(false);
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="copy-menu-title" aria-busy={copying || undefined}>
      <h2 id="copy-menu-title">{T.forms.copyMenu}</h2>
      <p className={styles.note}>{T.copyMenu.note}</p>
      <MenuPicker
        onPick={(id, hit) => {
          setValue('menuId', id, { shouldValidate: true });
          setPicked({ id, name: hit.name || hit.username || id });
        }}
      />
      <FormField label={T.fields.menuId} autoComplete="off" spellCheck={false} error={errors.menuId?.message} {...register('menuId')} />
      <FormField label={T.copyMenu.owner} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
      <FormField label={T.fields.plan} {...numberText('whole')} hint={T.fields.planHint} error={errors.plan?.message} {...register('plan')} />
      <SubmitButton busy={copying} busyText={T.copyMenu.copying}>
        {T.submit.copyMenu}
      </SubmitButton>
      {copyId ? (
        <CreatedId label={T.copyMenu.createdId} id={copyId} testId="copied-menu-id">
          <a href={`/m/${copyId}/admin`} target="_blank" rel="noopener">
            {T.copyMenu.openAdmin}
          </a>
        </CreatedId>
      ) : null}
    </form>
  );
}
