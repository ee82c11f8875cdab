import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/envelope';
import { createCart } from '@/lib/carts/create-cart';
import { createCartSchema } from '@/lib/validation/cart';

/** Public by design (spec §6): any visitor may start a cart on a menu that sells. */
export const POST = route({ access: 'public', body: createCartSchema }, async ({ body }) => ok({ data: await createCart(body) }, 201));
