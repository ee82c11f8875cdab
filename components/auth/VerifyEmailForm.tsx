'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { EMAIL_CODE_RESEND_SECONDS } from '@/lib/users/email-code-rules';
import { verifyEmailQuerySchema, type VerifyEmailQuery } from '@/lib/validation/user';
import styles from './AuthCard.module.css';

/** The code entry with a resend button that shows its cooldown (spec §2 Verify e-mail). */
export function VerifyEmailForm({ initialCooldown }: { initialCooldown: number }) {
  const router = useRouter();
  const toast = useToast();
  const [cooldown, setCooldown] = useState(initialCooldown);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailQuery>({ resolver: zodResolver(verifyEmailQuerySchema), defaultValues: { otp: '' } });

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const onSubmit = async ({ otp }: VerifyEmailQuery) => {
    try {
      await apiFetch(`/api/v1/users/verify/email?otp=${encodeURIComponent(otp)}`, { method: 'POST' });
      toast.success(AUTH_TEXT.verified, { forNextPage: true });
      router.replace('/me');
      router.refresh();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await apiFetch('/api/v1/users/resend/email', { method: 'POST' });
      toast.success(AUTH_TEXT.codeResent);
      setCooldown(EMAIL_CODE_RESEND_SECONDS);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField
        label={AUTH_TEXT.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.codeField}
        error={errors.otp?.message}
        {...register('otp')}
      />
      <SubmitButton busy={isSubmitting} busyText={AUTH_TEXT.verifying} className={`btn ${styles.submit}`}>
        {AUTH_TEXT.verify}
      </SubmitButton>
      <div className={styles.row}>
        <button type="button" className="btn btn-secondary" onClick={resend} disabled={resending || cooldown > 0}>
          {resending ? AUTH_TEXT.resending : AUTH_TEXT.resend}
        </button>
        {cooldown > 0 ? (
          <p className={styles.cooldown} aria-live="polite">
            {AUTH_TEXT.resendIn(cooldown)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
