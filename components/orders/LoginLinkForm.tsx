'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { loginLinkSchema } from '@/lib/validation/menu-admin';
import { loginLinkUrl } from '@/lib/users/login-link';
import { copyText } from '@/lib/ui/copy-text';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;

/** Login Link Generator (spec §9): /login?username=…#password=… on this site (the password in the fragment), copied. */
export function LoginLinkForm() {
  const toast = useToast();
  const [link, setLink] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginLinkSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    const url = loginLinkUrl(window.location.origin, username, password);
    setLink(url);
    await copyText(url);
    toast.success(ORDERS_NOTICES.copied);
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="login-link-title">
      <h2 id="login-link-title">{T.forms.loginLink}</h2>
      <FormField label={T.fields.username} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
      <FormField label={T.fields.password} autoComplete="off" spellCheck={false} error={errors.password?.message} {...register('password')} />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.generate}
      </SubmitButton>
      {link ? (
        <p className={styles.idBox}>
          <code data-testid="login-link">{link}</code>
        </p>
      ) : null}
    </form>
  );
}
