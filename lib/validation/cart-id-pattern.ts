/** A cart id as text: 32 hex digits, 128 random bits (lib/carts/new-cart-id.ts). Import-free, for client code too. */
export const CART_ID_PATTERN = /^[0-9a-f]{32}$/;
