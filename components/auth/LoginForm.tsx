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
import { readLoginLink } from '@/lib/users/login-link';
import styles from './AuthCard.module.css';

/**
 * Login (spec §2): username and password, prefilled from a staff login link (lib/users/login-link.ts: the password in
 * the fragment, read here in the browser); then `next` (a local path) or /me.
 */
export function LoginForm({ defaults, next }: { defaults: { username: string }; next: string }) {
  const router = useRouter();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: defaults.username, password: '' } });

  // A staff login link: fill the form from it (the password only ever from the browser's address, never from the
  // server), then drop both from the address bar and so from the history; `next` stays.
  useEffect(() => {
    const link = readLoginLink(window.location.href);
    if (link.username === null && link.password === null) return;
    if (link.username !== null) setValue('username', link.username);
    if (link.password !== null) setValue('password', link.password);
    window.history.replaceState(window.history.state, '', link.cleanUrl);
  }, [setValue]);

  const onSubmit = async (values: LoginValues) => {
    try {
      await apiFetch('/api/v1/users/login', { method: 'POST', body: values });
      toast.success(AUTH_TEXT.loggedIn, { forNextPage: true });
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
