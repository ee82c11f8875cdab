import { OrdersScreen } from '@/components/admin/orders/OrdersScreen';

/** /m/{id}/admin/orders: the restaurant's live order screen; the shell provides the menu and the feed. */
export default function Page() {
  return <OrdersScreen />;
}
