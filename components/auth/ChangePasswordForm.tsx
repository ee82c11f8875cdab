'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { PASSWORD_TEXT } from '@/lib/i18n/ar';
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
      toast.success(PASSWORD_TEXT.changed, { forNextPage: true });
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
      <NewPasswordFields
        labels={{ password: PASSWORD_TEXT.newPassword, confirm: PASSWORD_TEXT.newPasswordConfirm }}
        password={register('password')}
        confirm={register('passwordConfirm')}
        errors={{ password: errors.password?.message, confirm: errors.passwordConfirm?.message }}
      />
      <SubmitButton busy={isSubmitting} busyText={PASSWORD_TEXT.changing} className={`btn ${styles.submit}`}>
        {PASSWORD_TEXT.change}
      </SubmitButton>
    </form>
  );
}
