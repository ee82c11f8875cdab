'use client';

import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { createWebhookSchema, type CreateWebhookValues } from '@/lib/webhooks/webhook-schema';
import { WEBHOOK_EVENTS } from '@/lib/shared/integrations';
import { Panel } from '../ui/Panel';
import { ShownOnce } from './ShownOnce';
import { DeliveryLog } from './DeliveryLog';
import { useList } from './use-list';
import { createWebhook, deleteWebhook, listWebhooks } from './integrations-client';
import ui from '../ui/admin-ui.module.css';

/** The menu's webhooks: register a URL for events (its signing secret shown once), see each one's log, delete one. */
export function WebhooksPanel({ menuId }: { menuId: string }) {
  const toast = useToast();
  const confirm = useConfirm();
  const { items, reload } = useList(useCallback(() => listWebhooks(menuId), [menuId]));
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateWebhookValues>({ resolver: zodResolver(createWebhookSchema) as never, defaultValues: { url: '', events: [] } });

  const submit = async (values: CreateWebhookValues) => {
    try {
      const made = await createWebhook(menuId, values);
      setSecret(made.data.data.secret);
      reset({ url: '', events: [] });
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const remove = async (id: string, url: string) => {
    if (!(await confirm({ message: T.confirmDeleteWebhook(url) }))) return;
    try {
      await deleteWebhook(menuId, id);
      toast.success(T.webhookDeleted);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <Panel title={T.webhooks} testId="webhooks">
      {secret ? <ShownOnce title={T.newSecretTitle} note={T.newSecretOnce} value={secret} onDone={() => setSecret(null)} testId="new-webhook-secret" /> : null}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField label={T.url} hint={T.urlHint} dir="ltr" inputMode="url" error={errors.url?.message} {...register('url')} />
        <fieldset className={ui.radioGroup} aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend>{T.events}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <FormField key={event} id={`webhook-event-${event}`} type="checkbox" value={event} label={T.eventLabels[event]} {...register('events')} />
          ))}
          {errors.events ? (
            <p id="webhook-events-error" className={ui.error} role="alert">
              {errors.events.message}
            </p>
          ) : null}
        </fieldset>
        <div className={ui.actions}>
          <SubmitButton busy={isSubmitting} busyText={T.creating}>
            {T.addWebhook}
          </SubmitButton>
        </div>
      </form>
      {items === null ? <p className={ui.muted}>{T.loading}</p> : null}
      {items?.length === 0 ? <p className={ui.muted}>{T.webhooksEmpty}</p> : null}
      <ul className={ui.list} data-testid="webhook-list">
        {items?.map((h) => (
          <li key={h._id} className={ui.listItem} data-webhook-id={h._id}>
            <bdi dir="ltr" className={ui.breakAnywhere}>
              {h.url}
            </bdi>
            <span className={ui.muted}>{h.events.map((e) => T.eventLabels[e]).join('، ')}</span>
            <div className={ui.actions}>
              <button type="button" className={`btn btn-secondary ${ui.small}`} aria-expanded={open === h._id} onClick={() => setOpen(open === h._id ? null : h._id)}>
                {open === h._id ? T.hideLog : T.showLog}
              </button>
              <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => remove(h._id, h.url)}>
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
