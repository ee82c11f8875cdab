'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT, PASSWORD_TEXT } from '@/lib/i18n/ar';
import {
  LONG_RESET_CODE_LENGTH,
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetRequestValues,
  type PasswordResetValues,
} from '@/lib/validation/user';
import { ResendCodeButton } from './ResendCodeButton';
import styles from './AuthCard.module.css';

/** Forgotten password, in two steps: the e-mail (a code is mailed), then the code and the new password (twice). */
export function ResetPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  if (!sent) return <AskCode email={email} onSent={(e) => (setEmail(e), setSent(true))} />;
  return <SetNewPassword email={email} onOtherEmail={() => setSent(false)} />;
}

const askCode = (email: string) => apiFetch('/api/v1/users/password-reset/code', { method: 'POST', body: { email } });

function AskCode({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestValues>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email } });
  const onSubmit = async (values: PasswordResetRequestValues) => {
    try {
      await askCode(values.email);
      onSent(values.email);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.intro}>{PASSWORD_TEXT.resetIntro}</p>
      <FormField label={AUTH_TEXT.email} type="email" autoComplete="email" dir="ltr" error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isSubmitting} busyText={PASSWORD_TEXT.sendingCode} className={`btn ${styles.submit}`}>
        {PASSWORD_TEXT.sendCode}
      </SubmitButton>
      <p className={styles.footer}>
        <Link href="/login">{PASSWORD_TEXT.backToLogin}</Link>
      </p>
    </form>
  );
}

function SetNewPassword({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetValues>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { email, code: '', password: '', passwordConfirm: '' },
  });
  const onSubmit = async (values: PasswordResetValues) => {
    try {
      await apiFetch('/api/v1/users/password-reset', { method: 'POST', body: values });
      toast.success(PASSWORD_TEXT.resetDone, { forNextPage: true });
      router.replace('/login');
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.intro} role="status">
        {PASSWORD_TEXT.codeSent(email)}
      </p>
      <input type="hidden" {...register('email')} />
      <FormField
        label={PASSWORD_TEXT.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LONG_RESET_CODE_LENGTH}
        className={styles.codeField}
        error={errors.code?.message}
        {...register('code')}
      />
      <NewPasswordFields
        labels={{ password: PASSWORD_TEXT.newPassword, confirm: PASSWORD_TEXT.newPasswordConfirm }}
        password={register('password')}
        confirm={register('passwordConfirm')}
        errors={{ password: errors.password?.message, confirm: errors.passwordConfirm?.message }}
      />
      <SubmitButton busy={isSubmitting} busyText={PASSWORD_TEXT.resetting} className={`btn ${styles.submit}`}>
        {PASSWORD_TEXT.reset}
      </SubmitButton>
      {/* No mail, or a mistyped address: another code after the server's wait, or back to the address. */}
      <ResendCodeButton send={() => askCode(email)} sentText={PASSWORD_TEXT.codeResent(email)} />
      <p className={styles.footer}>
        <button type="button" className={styles.linkButton} onClick={onOtherEmail}>
          {PASSWORD_TEXT.otherEmail}
        </button>
        {' · '}
        <Link href="/login">{PASSWORD_TEXT.backToLogin}</Link>
      </p>
    </form>
  );
}
