'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { AUTH_TEXT } from '@/lib/i18n/ar';

interface NewPasswordFieldsProps {
  /** The two fields' labels: sign-up says 'password', a change or reset says 'new password'. */
  labels: { password: string; confirm: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}

/** A new password typed twice, with the rule as a hint: sign-up, password change and password reset share it. */
export function NewPasswordFields({ labels, password, confirm, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={AUTH_TEXT.passwordHint}
        error={errors.password}
        {...password}
      />
      <FormField label={labels.confirm} type="password" autoComplete="new-password" dir="ltr" error={errors.confirm} {...confirm} />
    </>
  );
}
