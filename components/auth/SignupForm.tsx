'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { PhoneField } from '@/components/ui/PhoneField';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { signupSchema, type SignupInput, type SignupValues } from '@/lib/validation/signup';
import styles from './AuthCard.module.css';

/** Sign-up (spec §2): full name, username, e-mail, phone, password, confirmation, terms; then the code screen. */
export function SignupForm() {
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', username: '', email: '', phone: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = async (values: SignupValues) => {
    try {
      await apiFetch('/api/v1/users/signup', { method: 'POST', body: values });
      toast.success(AUTH_TEXT.signedUp, { forNextPage: true });
      router.push('/verify/email');
      router.refresh();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField label={AUTH_TEXT.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField
        label={AUTH_TEXT.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        hint={AUTH_TEXT.usernameHint}
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        label={AUTH_TEXT.email}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneField label={AUTH_TEXT.phone} hint={AUTH_TEXT.phoneHint} error={errors.phone?.message} {...register('phone')} />
      <NewPasswordFields
        labels={{ password: AUTH_TEXT.password, confirm: AUTH_TEXT.passwordConfirm }}
        password={register('password')}
        confirm={register('passwordConfirm')}
        errors={{ password: errors.password?.message, confirm: errors.passwordConfirm?.message }}
      />
      <FormField
        type="checkbox"
        label={
          <>
            {AUTH_TEXT.agreeTo}{' '}
            <Link href="/terms" target="_blank">
              {AUTH_TEXT.termsLink}
            </Link>
          </>
        }
        error={errors.agreeToTerms?.message}
        {...register('agreeToTerms')}
      />
      <SubmitButton busy={isSubmitting} busyText={AUTH_TEXT.signingUp} className={`btn ${styles.submit}`}>
        {AUTH_TEXT.signup}
      </SubmitButton>
      <p className={styles.footer}>
        {AUTH_TEXT.haveAccount} <Link href="/login">{AUTH_TEXT.goLogin}</Link>
      </p>
    </form>
  );
}
