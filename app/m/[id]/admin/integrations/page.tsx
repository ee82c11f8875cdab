import { IntegrationsScreen } from '@/components/admin/integrations/IntegrationsScreen';

/** /m/{id}/admin/integrations: API keys and webhooks; the shell (layout) provides the menu. */
export default function Page() {
  return <IntegrationsScreen />;
}
