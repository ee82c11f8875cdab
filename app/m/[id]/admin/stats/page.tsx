import { StatsScreen } from '@/components/admin/stats/StatsScreen';

/** /m/{id}/admin/stats: the shell (layout) provides the menu; the screen is a client component. */
export default function Page() {
  return <StatsScreen />;
}
