'use client';

import { useEffect, useState } from 'react';
import { useToast } from '@/components/ui/Toasts';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { EMAIL_CODE_RESEND_SECONDS } from '@/lib/users/email-code-rules';
import styles from './AuthCard.module.css';

/**
 * 'Send the code again' beside a code field, with the wait the server keeps between two codes counted down on it
 * (EMAIL_CODE_RESEND_SECONDS; `initialCooldown`: what is left of it when the screen opens, the whole wait by
 * default). The e-mail verification and the password reset both use it.
 */
export function ResendCodeButton({
  initialCooldown = EMAIL_CODE_RESEND_SECONDS,
  send,
  sentText,
}: {
  initialCooldown?: number;
  send: () => Promise<unknown>;
  sentText: string;
}) {
  const toast = useToast();
  const [cooldown, setCooldown] = useState(initialCooldown);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const resend = async () => {
    setSending(true);
    try {
      await send();
      toast.success(sentText);
      setCooldown(EMAIL_CODE_RESEND_SECONDS);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.row}>
      <button type="button" className="btn btn-secondary" onClick={resend} disabled={sending || cooldown > 0}>
        {sending ? AUTH_TEXT.resending : AUTH_TEXT.resend}
      </button>
      {cooldown > 0 ? (
        <p className={styles.cooldown} aria-live="polite">
          {AUTH_TEXT.resendIn(cooldown)}
        </p>
      ) : null}
    </div>
  );
}
