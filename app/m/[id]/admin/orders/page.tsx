import { OrdersScreen } from '@/components/admin/orders/OrdersScreen';

/** /m/{id}/admin/orders: the restaurant's live order screen (issue #20); the shell provides the menu and the feed. */
export default function Page() {
  return <OrdersScreen />;
}
