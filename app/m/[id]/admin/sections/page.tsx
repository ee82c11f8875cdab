import { SectionsScreen } from '@/components/admin/sections/SectionsScreen';

export default function SectionsPage() {
  return <SectionsScreen />;
}
