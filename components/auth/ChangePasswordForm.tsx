'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT, PASSWORD_TEXT } from '@/lib/i18n/ar';
import { passwordChangeSchema, type PasswordChangeValues } from '@/lib/validation/user';
import styles from './AuthCard.module.css';

/** The signed-in user's password change: current and new (twice); other sessions end, this one stays. */
export function ChangePasswordForm() {
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = async (values: PasswordChangeValues) => {
    try {
      await apiFetch('/api/v1/users/me/password', { method: 'POST', body: values });
      toast.success(PASSWORD_TEXT.changed);
      reset();
      router.push('/me');
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField
        label={PASSWORD_TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormField
        label={PASSWORD_TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={AUTH_TEXT.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label={PASSWORD_TEXT.newPasswordConfirm}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <SubmitButton busy={isSubmitting} busyText={PASSWORD_TEXT.changing} className={`btn ${styles.submit}`}>
        {PASSWORD_TEXT.change}
      </SubmitButton>
    </form>
  );
}
