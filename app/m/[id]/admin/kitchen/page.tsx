import { StationsScreen } from '@/components/admin/kitchen/StationsScreen';

/** /m/{id}/admin/kitchen: the stations and which station makes what; the shell provides the menu. */
export default function Page() {
  return <StationsScreen />;
}
