'use client';

import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { createApiKeySchema, type CreateApiKeyValues } from '@/lib/api-keys/api-key-schema';
import { API_SCOPES } from '@/lib/shared/integrations';
import { Panel } from '../ui/Panel';
import { ShownOnce } from './ShownOnce';
import { ChoiceFieldset } from './ChoiceFieldset';
import { useManagedList } from './use-managed-list';
import { createApiKey, listApiKeys, revokeApiKey } from './integrations-client';
import ui from '../ui/admin-ui.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('ar', { dateStyle: 'medium', timeStyle: 'short' });

/** The menu's API keys: make one (shown once, with a copy button), see them listed by name and scopes, revoke one. */
export function ApiKeysPanel({ menuId }: { menuId: string }) {
  const keys = useManagedList(useCallback(() => listApiKeys(menuId), [menuId]));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyValues>({ resolver: zodResolver(createApiKeySchema) as never, defaultValues: { name: '', scopes: [] } });

  const submit = (values: CreateApiKeyValues) =>
    keys.create(
      async () => (await createApiKey(menuId, values)).data.data.key,
      () => reset({ name: '', scopes: [] }),
    );

  return (
    <Panel title={T.keys} testId="api-keys">
      {keys.shownOnce ? <ShownOnce title={T.newKeyTitle} note={T.newKeyOnce} value={keys.shownOnce} onDone={keys.dismissShownOnce} testId="new-api-key" /> : null}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField label={T.keyName} hint={T.keyNameHint} error={errors.name?.message} {...register('name')} />
        <ChoiceFieldset legend={T.scopes} values={API_SCOPES} labels={T.scopeLabels} idPrefix="api-key-scope" error={errors.scopes?.message} field={register('scopes')} />
        <div className={ui.actions}>
          <SubmitButton busy={isSubmitting} busyText={T.creating}>
            {T.createKey}
          </SubmitButton>
        </div>
      </form>
      {keys.items === null ? <p className={ui.muted}>{T.loading}</p> : null}
      {keys.items?.length === 0 ? <p className={ui.muted}>{T.keysEmpty}</p> : null}
      <ul className={ui.list} data-testid="api-key-list">
        {keys.items?.map((k) => (
          <li key={k._id} className={ui.listItem} data-key-id={k._id}>
            <strong>{k.name}</strong>
            <span className={ui.muted}>{k.scopes.map((s) => T.scopeLabels[s]).join('، ')}</span>
            <span className={ui.muted}>
              {T.startsWith} <bdi dir="ltr">{k.start}</bdi> · {k.lastUsedAt ? T.lastUsed(when(k.lastUsedAt)) : T.neverUsed}
            </span>
            <div className={ui.actions}>
              <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => keys.remove(T.confirmRevoke(k.name), () => revokeApiKey(menuId, k._id), T.revoked)}>
                {T.revoke}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
