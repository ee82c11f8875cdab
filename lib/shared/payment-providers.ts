/** The card-payment providers a restaurant may connect: Moyasar first; another comes through the same interface. */
export const PAYMENT_PROVIDERS = ['moyasar'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
