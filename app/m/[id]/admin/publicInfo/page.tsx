import { PublicInfoScreen } from '@/components/admin/public-info/PublicInfoScreen';

/** /m/{id}/admin/publicInfo: the shell (layout) provides the menu; the screen is a client component. */
export default function Page() {
  return <PublicInfoScreen />;
}
