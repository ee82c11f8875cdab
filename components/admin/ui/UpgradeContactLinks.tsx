'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { ProviderContactLinks } from '@/components/ui/ProviderContactLinks';
import { ADMIN_REVIEW_TEXT, PROVIDER_CONTACT_TEXT } from '@/lib/i18n/ar';

const MESSAGES = {
  upgrade: { subject: PROVIDER_CONTACT_TEXT.upgradeSubject, message: PROVIDER_CONTACT_TEXT.upgradeMessage },
  activation: { subject: ADMIN_REVIEW_TEXT.activateSubject, message: ADMIN_REVIEW_TEXT.activateMessage },
};

/**
 * Beside a paid-feature notice (or the review's 'not active yet'): the provider's contact, with a message naming
 * this menu, the admin who asks, and what for.
 */
export function UpgradeContactLinks({ reason = 'upgrade' }: { reason?: keyof typeof MESSAGES }) {
  const { menu, user, providerContact } = useAdmin();
  const name = menu.institution?.name || menu.username || menu._id;
  const { subject, message } = MESSAGES[reason];
  return <ProviderContactLinks contact={providerContact} subject={subject} message={message(name, menu._id, user.username)} />;
}
