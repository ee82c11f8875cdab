'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT, PASSWORD_TEXT } from '@/lib/i18n/ar';
import { loginSchema, type LoginValues } from '@/lib/validation/user';
import styles from './AuthCard.module.css';

/** Login (spec §2): username and password, both prefillable from the query; then `next` (a local path) or /me. */
export function LoginForm({ defaults, next }: { defaults: { username: string; password: string }; next: string }) {
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: defaults });

  // The staff's login links carry the password in the query: once the form is filled, drop it from the address bar
  // (and so from the history); `next` stays.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('username') && !url.searchParams.has('password')) return;
    url.searchParams.delete('username');
    url.searchParams.delete('password');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  const onSubmit = async (values: LoginValues) => {
    try {
      await apiFetch('/api/v1/users/login', { method: 'POST', body: values });
      toast.success(AUTH_TEXT.loggedIn);
      router.replace(next);
      router.refresh();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField
        label={AUTH_TEXT.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        label={AUTH_TEXT.password}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} busyText={AUTH_TEXT.loggingIn} className={`btn ${styles.submit}`}>
        {AUTH_TEXT.login}
      </SubmitButton>
      <p className={styles.footer}>
        <Link href="/password/reset">{PASSWORD_TEXT.forgotLink}</Link>
      </p>
      <p className={styles.footer}>
        {AUTH_TEXT.noAccount} <Link href="/signup">{AUTH_TEXT.goSignup}</Link>
      </p>
    </form>
  );
}
