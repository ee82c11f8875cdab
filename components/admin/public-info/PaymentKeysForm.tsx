'use client';

import { FormField } from '@/components/ui/FormField';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdmin } from '@/components/admin/AdminContext';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { editMenu } from '@/lib/menus/edits/client';
import { dateFormat } from '@/lib/shared/date-format';
import { PUBLIC_INFO_FORMS } from '@/lib/validation/public-info';
import { SettingsCard } from './SettingsCard';
import { fieldError, useAdminAction } from './use-admin-action';
import ui from '../ui/admin-ui.module.css';

type Keys = { payments: { provider: 'moyasar'; publishableKey: string; secretKey: string } };
const KEYS = ['payments.provider', 'payments.publishableKey', 'payments.secretKey'];

/**
 * The restaurant's Moyasar keys, so diners can pay the bill by card from their phones. The secret key is
 * written, never read back: the card says when keys were saved, and both keys are entered again to change them.
 */
export function PaymentKeysForm() {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run, busy } = useAdminAction();
  const savedAt = menu.payments?.savedAt;
  const remove = async () => {
    if (await confirm({ message: T.confirmRemovePaymentKeys })) await run(() => editMenu(menu._id, undefined, {}, { payments: null }));
  };
  return (
    <SettingsCard<Keys>
      id="form-payment-keys"
      title={T.paymentsTitle}
      schema={PUBLIC_INFO_FORMS.paymentKeys}
      defaults={{ payments: { provider: 'moyasar', publishableKey: menu.payments?.publishableKey ?? '', secretKey: '' } }}
      together={[KEYS]}
    >
      {({ register, formState: { errors } }) => (
        <>
          <p className={ui.hint} data-testid="payment-keys-state">
            {savedAt ? T.paymentsSaved(dateFormat('ar-u-nu-latn', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(savedAt))) : T.paymentsNone}
          </p>
          <input type="hidden" {...register('payments.provider')} />
          <FormField id="pi-publishable-key" label={T.publishableKey} hint={T.paymentKeysHint} dir="ltr" autoComplete="off" spellCheck={false} error={fieldError(errors, 'payments.publishableKey')} {...register('payments.publishableKey')} />
          <FormField id="pi-secret-key" type="password" label={T.secretKey} dir="ltr" autoComplete="off" spellCheck={false} error={fieldError(errors, 'payments.secretKey')} {...register('payments.secretKey')} />
          {savedAt && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={remove}>
              {T.removePaymentKeys}
            </button>
          )}
        </>
      )}
    </SettingsCard>
  );
}
