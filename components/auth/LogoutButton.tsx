'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { apiFetch } from '@/lib/api/client-fetch';
import { AUTH_TEXT } from '@/lib/i18n/ar';

/** Clears the session and goes to the login page; `texts` for a screen in another language (the staff's English). */
export function LogoutButton({ texts = AUTH_TEXT }: { texts?: { logout: string; loggingOut: string } }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await apiFetch('/api/v1/users/logout', { method: 'POST' });
      toast.success(AUTH_TEXT.loggedOut, { forNextPage: true });
      router.replace('/login');
      router.refresh();
    } catch (err) {
      toast.error((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <SubmitButton type="button" busy={busy} busyText={texts.loggingOut} className="btn btn-secondary" onClick={logout}>
      {texts.logout}
    </SubmitButton>
  );
}
