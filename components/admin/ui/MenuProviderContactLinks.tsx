'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { ProviderContactLinks } from '@/components/ui/ProviderContactLinks';
import { PROVIDER_CONTACT_TEXT as T } from '@/lib/i18n/ar';

const MESSAGES = {
  upgrade: { subject: T.upgradeSubject, message: T.upgradeMessage },
  activation: { subject: T.activateSubject, message: T.activateMessage },
};

/**
 * Beside a paid-feature notice (or the review's 'not active yet'): the provider's contact, with a message naming
 * this menu, the admin who asks, and what for.
 */
export function MenuProviderContactLinks({ reason = 'upgrade' }: { reason?: keyof typeof MESSAGES }) {
  const { menu, user, providerContact } = useAdmin();
  const name = menu.institution?.name || menu.username || menu._id;
  const { subject, message } = MESSAGES[reason];
  return <ProviderContactLinks contact={providerContact} subject={subject} message={message(name, menu._id, user.username)} />;
}
