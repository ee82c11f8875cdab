import { ItemsScreen } from '@/components/admin/items/ItemsScreen';

export default function ItemsPage() {
  return <ItemsScreen />;
}
