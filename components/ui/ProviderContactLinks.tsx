import type { ProviderContact } from '@/lib/env';
import { PROVIDER_CONTACT_TEXT as T } from '@/lib/i18n/ar';
import { whatsappOrderUrl } from '@/lib/carts/whatsapp-link';
import { mailtoHref, telHref } from '@/lib/menus/contact-links';
import { readablePhone } from '@/lib/phone';
import styles from './ProviderContactLinks.module.css';

type Props = {
  contact: ProviderContact;
  /** The message's subject (e-mail) and text (WhatsApp and e-mail): who asks the provider, and for what. */
  subject: string;
  message: string;
};

/**
 * The ways to reach the provider that this deployment set (PROVIDER_PHONE, PROVIDER_EMAIL): WhatsApp and a call for
 * the phone, an e-mail, each with the message written for the restaurant. Nothing when neither is set. No hooks: the
 * account page renders it on the server, the admin screens in the browser.
 */
export function ProviderContactLinks({ contact, subject, message }: Props) {
  const { phone, email } = contact;
  if (!phone && !email) return null;
  return (
    <p className={styles.links} data-testid="provider-contact">
      {phone && (
        <a className="btn" href={whatsappOrderUrl(phone, message) ?? undefined} target="_blank" rel="noopener noreferrer">
          {T.whatsapp}
        </a>
      )}
      {phone && (
        <a className="btn btn-secondary" href={telHref(phone)}>
          {T.call} <span dir="ltr">{readablePhone(phone)}</span>
        </a>
      )}
      {email && (
        <a className="btn btn-secondary" href={`${mailtoHref(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`}>
          {T.email}
        </a>
      )}
    </p>
  );
}
