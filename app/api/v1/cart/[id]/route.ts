import { route } from '@/lib/route/route';
import { addCartLine } from '@/lib/carts/add-cart-line';
import { getPricedCart } from '@/lib/carts/get-priced-cart';
import { removeCartLine } from '@/lib/carts/remove-cart-line';
import { addCartLineSchema, removeLineQuerySchema } from '@/lib/validation/cart';

/** Public by design (spec §6): whoever holds the cart id views and changes the cart. */
export const GET = route({ access: 'public' }, async ({ params }) => ({ data: await getPricedCart(params.id) }));

export const PUT = route({ access: 'public', body: addCartLineSchema }, async ({ params, body }) => ({
  data: await addCartLine(params.id, body),
}));

export const DELETE = route({ access: 'public', query: removeLineQuerySchema }, async ({ params, query }) => ({
  data: await removeCartLine(params.id, query.index),
}));
