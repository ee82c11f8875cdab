'use client';

import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { createApiKeySchema, type CreateApiKeyValues } from '@/lib/api-keys/api-key-schema';
import { API_SCOPES } from '@/lib/shared/integrations';
import { Panel } from '../ui/Panel';
import { ShownOnce } from './ShownOnce';
import { useList } from './use-list';
import { createApiKey, listApiKeys, revokeApiKey } from './integrations-client';
import ui from '../ui/admin-ui.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('ar', { dateStyle: 'medium', timeStyle: 'short' });

/** The menu's API keys: make one (shown once, with a copy button), see them listed by name and scopes, revoke one. */
export function ApiKeysPanel({ menuId }: { menuId: string }) {
  const toast = useToast();
  const confirm = useConfirm();
  const { items, reload } = useList(useCallback(() => listApiKeys(menuId), [menuId]));
  const [fresh, setFresh] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyValues>({ resolver: zodResolver(createApiKeySchema) as never, defaultValues: { name: '', scopes: [] } });

  const submit = async (values: CreateApiKeyValues) => {
    try {
      const made = await createApiKey(menuId, values);
      setFresh(made.data.data.key);
      reset({ name: '', scopes: [] });
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const revoke = async (id: string, name: string) => {
    if (!(await confirm({ message: T.confirmRevoke(name) }))) return;
    try {
      await revokeApiKey(menuId, id);
      toast.success(T.revoked);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <Panel title={T.keys} testId="api-keys">
      {fresh ? <ShownOnce title={T.newKeyTitle} note={T.newKeyOnce} value={fresh} onDone={() => setFresh(null)} testId="new-api-key" /> : null}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField label={T.keyName} hint={T.keyNameHint} error={errors.name?.message} {...register('name')} />
        <fieldset className={ui.radioGroup} aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
          <legend>{T.scopes}</legend>
          {API_SCOPES.map((scope) => (
            <FormField key={scope} id={`api-key-scope-${scope}`} type="checkbox" value={scope} label={T.scopeLabels[scope]} {...register('scopes')} />
          ))}
          {errors.scopes ? (
            <p id="api-key-scopes-error" className={ui.error} role="alert">
              {errors.scopes.message}
            </p>
          ) : null}
        </fieldset>
        <div className={ui.actions}>
          <SubmitButton busy={isSubmitting} busyText={T.creating}>
            {T.createKey}
          </SubmitButton>
        </div>
      </form>
      {items === null ? <p className={ui.muted}>{T.loading}</p> : null}
      {items?.length === 0 ? <p className={ui.muted}>{T.keysEmpty}</p> : null}
      <ul className={ui.list} data-testid="api-key-list">
        {items?.map((k) => (
          <li key={k._id} className={ui.listItem} data-key-id={k._id}>
            <strong>{k.name}</strong>
            <span className={ui.muted}>{k.scopes.map((s) => T.scopeLabels[s]).join('، ')}</span>
            <span className={ui.muted}>
              {T.startsWith} <bdi dir="ltr">{k.start}</bdi> · {k.lastUsedAt ? T.lastUsed(when(k.lastUsedAt)) : T.neverUsed}
            </span>
            <div className={ui.actions}>
              <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => revoke(k._id, k.name)}>
                {T.revoke}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
