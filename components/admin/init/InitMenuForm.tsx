'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { PhoneField } from '@/components/ui/PhoneField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import styles from '@/components/auth/AuthCard.module.css';
import { apiFetch } from '@/lib/api/client-fetch';
import { INIT_TEXT } from '@/lib/i18n/ar';
import { initMenuSchema, type InitMenuInput, type InitMenuValues } from '@/lib/validation/init';

const EMPTY: InitMenuInput = { institution: { name: '', description: '', location: { address: '' }, contact: { phone: '' } }, username: '' };

/** The Arabic init form (spec §2, §5): name, short description, location, phone ('رقم هاتف غير صحيح'), optional short name. */
export function InitMenuForm({ menuId }: { menuId: string }) {
  const toast = useToast();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InitMenuInput, unknown, InitMenuValues>({ resolver: zodResolver(initMenuSchema), defaultValues: EMPTY });

  const onSubmit = async (values: InitMenuValues) => {
    try {
      await apiFetch(`/api/v1/quickmenu/${menuId}/init`, { method: 'POST', body: values });
      toast.success(INIT_TEXT.done);
      setDone(true);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const e = errors.institution;
  return (
    <main className={styles.wrap}>
      <section className={styles.card} id="init-menu">
        <h1 className={styles.title}>{INIT_TEXT.title}</h1>
        {done ? (
          <div role="status" data-testid="init-done">
            <p>{INIT_TEXT.done}</p>
            <Link className="btn" href={`/m/${menuId}/admin`}>
              {INIT_TEXT.toAdmin}
            </Link>
          </div>
        ) : (
          <>
            <p className={styles.intro}>{INIT_TEXT.intro}</p>
            <form onSubmit={handleSubmit(onSubmit)} noValidate>
              <FormField id="init-name" label={INIT_TEXT.name} error={e?.name?.message} {...register('institution.name')} />
              <FormField id="init-description" label={INIT_TEXT.description} error={e?.description?.message} {...register('institution.description')} />
              <FormField id="init-address" label={INIT_TEXT.address} error={e?.location?.address?.message} {...register('institution.location.address')} />
              <PhoneField
                id="init-phone"
                label={INIT_TEXT.phone}
                hint={INIT_TEXT.phoneHint}
                error={e?.contact?.phone?.message}
                {...register('institution.contact.phone')}
              />
              <FormField
                id="init-username"
                label={INIT_TEXT.username}
                hint={INIT_TEXT.usernameHint}
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.username?.message}
                {...register('username')}
              />
              <SubmitButton busy={isSubmitting} busyText={INIT_TEXT.submitting} className={`btn ${styles.submit}`}>
                {INIT_TEXT.submit}
              </SubmitButton>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
