'use client';

import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { createWebhookSchema, type CreateWebhookValues } from '@/lib/webhooks/webhook-schema';
import { WEBHOOK_EVENTS } from '@/lib/shared/integrations';
import { Panel } from '../ui/Panel';
import { ShownOnce } from './ShownOnce';
import { ChoiceFieldset } from './ChoiceFieldset';
import { DeliveryLog } from './DeliveryLog';
import { useManagedList } from './use-managed-list';
import { createWebhook, deleteWebhook, listWebhooks } from './integrations-client';
import ui from '../ui/admin-ui.module.css';

/** The menu's webhooks: register a URL for events (its signing secret shown once), see each one's log, delete one. */
export function WebhooksPanel({ menuId }: { menuId: string }) {
  const hooks = useManagedList(useCallback(() => listWebhooks(menuId), [menuId]));
  const [open, setOpen] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateWebhookValues>({ resolver: zodResolver(createWebhookSchema) as never, defaultValues: { url: '', events: [] } });

  const submit = (values: CreateWebhookValues) =>
    hooks.create(
      async () => (await createWebhook(menuId, values)).data.data.secret,
      () => reset({ url: '', events: [] }),
    );

  return (
    <Panel title={T.webhooks} testId="webhooks">
      {hooks.shownOnce ? <ShownOnce title={T.newSecretTitle} note={T.newSecretOnce} value={hooks.shownOnce} onDone={hooks.dismissShownOnce} testId="new-webhook-secret" /> : null}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField label={T.url} hint={T.urlHint} dir="ltr" inputMode="url" error={errors.url?.message} {...register('url')} />
        <ChoiceFieldset legend={T.events} values={WEBHOOK_EVENTS} labels={T.eventLabels} idPrefix="webhook-event" error={errors.events?.message} field={register('events')} />
        <div className={ui.actions}>
          <SubmitButton busy={isSubmitting} busyText={T.creating}>
            {T.addWebhook}
          </SubmitButton>
        </div>
      </form>
      {hooks.items === null ? <p className={ui.muted}>{T.loading}</p> : null}
      {hooks.items?.length === 0 ? <p className={ui.muted}>{T.webhooksEmpty}</p> : null}
      <ul className={ui.list} data-testid="webhook-list">
        {hooks.items?.map((h) => (
          <li key={h._id} className={ui.listItem} data-webhook-id={h._id}>
            <bdi dir="ltr" className={ui.breakAnywhere}>
              {h.url}
            </bdi>
            <span className={ui.muted}>{h.events.map((e) => T.eventLabels[e]).join('، ')}</span>
            <div className={ui.actions}>
              <button type="button" className={`btn btn-secondary ${ui.small}`} aria-expanded={open === h._id} onClick={() => setOpen(open === h._id ? null : h._id)}>
                {open === h._id ? T.hideLog : T.showLog}
              </button>
              <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => hooks.remove(T.confirmDeleteWebhook(h.url), () => deleteWebhook(menuId, h._id), T.webhookDeleted)}>
                {T.deleteWebhook}
              </button>
            </div>
            {open === h._id ? <DeliveryLog menuId={menuId} webhookId={h._id} /> : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
