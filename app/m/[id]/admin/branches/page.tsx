import { BranchesScreen } from '@/components/admin/branches/BranchesScreen';

/** /m/{id}/admin/branches: the shell (layout) provides the menu; the screen is a client component. */
export default function Page() {
  return <BranchesScreen />;
}
