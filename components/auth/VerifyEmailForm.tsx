'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { verifyEmailQuerySchema, type VerifyEmailQuery } from '@/lib/validation/user';
import { ResendCodeButton } from './ResendCodeButton';
import styles from './AuthCard.module.css';

/** The code entry with a resend button that shows its cooldown (spec §2 Verify e-mail). */
export function VerifyEmailForm({ initialCooldown }: { initialCooldown: number }) {
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailQuery>({ resolver: zodResolver(verifyEmailQuerySchema), defaultValues: { otp: '' } });

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
      <ResendCodeButton initialCooldown={initialCooldown} send={() => apiFetch('/api/v1/users/resend/email', { method: 'POST' })} sentText={AUTH_TEXT.codeResent} />
    </form>
  );
}
