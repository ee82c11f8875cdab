import { WorkingDaysScreen } from '@/components/admin/working-days/WorkingDaysScreen';

/** /m/{id}/admin/workingDays: the shell (layout) provides the menu; the screen is a client component. */
export default function Page() {
  return <WorkingDaysScreen />;
}
