import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderStatusView } from '@/components/diner-orders/OrderStatusView';
import { readOrderPage } from '@/lib/diner-orders/read-order-page';
import { DINER_ORDER_TEXT } from '@/lib/i18n/ar';

export const metadata: Metadata = { title: DINER_ORDER_TEXT.pageTitle, robots: { index: false } };

/** A diner's order and its live status (issue #20); the id (128 random bits) is the key, as a cart's is. */
export default async function OrderStatusPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const page = await readOrderPage(orderId);
  if (!page) notFound();
  return <OrderStatusView initial={page} />;
}
