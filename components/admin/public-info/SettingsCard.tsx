'use client';

import { useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { useAdmin } from '@/components/admin/AdminContext';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { changedPaths, pickChanged } from '@/lib/ui/changed-fields';
import { editMenu } from '@/lib/menus/edits/client';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { useAdminAction } from './use-admin-action';
import { Panel } from '../ui/Panel';

type Props<V extends FieldValues> = {
  id: string;
  title: string;
  schema: ZodType;
  defaults: DefaultValues<V>;
  /** The body to send (default: the parsed values); return null to cancel (e.g. a declined confirmation). */
  toBody?: (values: V) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null;
  /** Fields sent together when one of them changed (a point's latitude and longitude). */
  together?: string[][];
  children: (form: UseFormReturn<V>) => React.ReactNode;
};

/**
 * One settings form of the public-info screen (spec §2): its own zod schema (lib/validation/public-info.ts), and a
 * submit that sends only its own fields changed since it was opened or saved through the default op, then toasts and
 * reloads the menu.
 */
export function SettingsCard<V extends FieldValues>({ id, title, schema, defaults, toBody, together, children }: Props<V>) {
  const { menu } = useAdmin();
  const { run } = useAdminAction();
  const toast = useToast();
  // The values as opened or last saved: a save sends only the fields changed since, so what another tab (or another
  // admin) saved meanwhile in this card's other fields stays.
  const [saved, setSaved] = useState(defaults);
  const form = useForm<V>({ resolver: zodResolver(schema as never) as never, defaultValues: defaults });
  const onSubmit = async (values: V) => {
    const typed = form.getValues();
    const changed = changedPaths(typed, saved);
    const body = changed.length === 0 ? null : (toBody ? await toBody(values) : values);
    const sent = body && pickChanged(body, changed, together);
    if (changed.length === 0 || (sent && Object.keys(sent).length === 0)) return toast.success(T.nothingChanged);
    if (sent && (await run(() => editMenu(menu._id, undefined, {}, sent)))) setSaved(typed as DefaultValues<V>);
  };
  return (
    <Panel title={title}>
      <form id={id} onSubmit={form.handleSubmit(onSubmit)} noValidate>
        {children(form)}
        <SubmitButton busy={form.formState.isSubmitting} busyText={T.saving}>
          {T.save}
        </SubmitButton>
      </form>
    </Panel>
  );
}
