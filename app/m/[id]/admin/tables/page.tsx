import { TablesScreen } from '@/components/admin/tables/TablesScreen';

/** /m/{id}/admin/tables: the shell (layout) provides the menu; the screen is a client component. */
export default function Page() {
  return <TablesScreen />;
}
