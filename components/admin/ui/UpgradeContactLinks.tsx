'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { ProviderContactLinks } from '@/components/ui/ProviderContactLinks';
import { PROVIDER_CONTACT_TEXT as T } from '@/lib/i18n/ar';

/** Under a paid-feature notice: the provider's contact, with a message naming this menu and the admin who asks. */
export function UpgradeContactLinks() {
  const { menu, user, providerContact } = useAdmin();
  const name = menu.institution?.name || menu.username || menu._id;
  return <ProviderContactLinks contact={providerContact} subject={T.upgradeSubject} message={T.upgradeMessage(name, menu._id, user.username)} />;
}
