import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';
import { CART_TEXT } from '@/lib/i18n/ar';

export const metadata: Metadata = { title: CART_TEXT.title, robots: { index: false } };

/** The diner's cart (spec §2 Cart page). The cart loads in the browser so a failure can toast and go back (§8). */
export default async function CartPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CartView cartId={id} />;
}
