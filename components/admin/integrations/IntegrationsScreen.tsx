'use client';

import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { ScreenHeader } from '../ui/ScreenHeader';
import { ApiKeysPanel } from './ApiKeysPanel';
import { WebhooksPanel } from './WebhooksPanel';
import ui from '../ui/admin-ui.module.css';

/** Integrations: the restaurant's API keys and webhooks, with a link to the API's reference. */
export function IntegrationsScreen() {
  const { menu } = useAdmin();
  return (
    <div id={adminScreenId('integrations')} className={ui.screen}>
      <ScreenHeader title={T.title}>
        <Link href="/developers" className={ui.linkButton}>
          {T.reference}
        </Link>
      </ScreenHeader>
      <p className={ui.hint}>{T.intro}</p>
      <div className={ui.split}>
        <ApiKeysPanel menuId={menu._id} />
        <WebhooksPanel menuId={menu._id} />
      </div>
    </div>
  );
}
