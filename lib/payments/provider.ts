/**
 * The one interface a card-payment provider is spoken to through. The diner pays on the provider's hosted
 * page and comes back: our server never sees a card number. A payment is confirmed only by fetching it from the
 * provider (status, amount, currency) or by the provider's webhook, whose secret is checked in constant time; neither
 * the diner's return nor a webhook's own status is trusted alone.
 *
 * Idempotency is the caller's, keyed by `providerId`: the start, the fetch and every webhook event about the same
 * payment carry the same `providerId`, whatever order they come in and however often; `eventId` tells a replayed
 * webhook from a new one.
 */

/** Where a payment stands, in our words (each provider maps its own statuses onto these). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'canceled' | 'expired';

export interface StartPaymentInput {
  /** Integer, in the currency's minor units (halalas, fils…). */
  amount: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** What the diner sees on the hosted page. */
  description: string;
  /** Our own id for this payment, kept by the provider and read back on fetch (and on webhooks where it sends it). */
  reference: string;
  /** Where the diner's browser comes back to after paying. */
  returnUrl: string;
  /** Where the hosted page's back button goes (optional). */
  backUrl?: string;
}

export interface StartedPayment {
  /** The provider's id of the payment: the key of every later fetch and webhook. */
  providerId: string;
  /** The hosted page the diner is sent to. */
  redirectUrl: string;
}

/** One card attempt on the hosted page (a declined card, then a good one, makes two). For the log and the screen. */
export interface PaymentAttempt {
  id: string;
  status: PaymentStatus;
  /** The provider's words for the outcome ('APPROVED', 'DECLINED'…), for the log. */
  message: string | null;
}

export interface ProviderPayment {
  providerId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** Our reference, as given at the start; null when the provider has none (a payment not started by us). */
  reference: string | null;
  attempts: PaymentAttempt[];
}

export interface WebhookEvent {
  /** The provider's id of this event: the same on every redelivery of it. */
  eventId: string;
  /** The provider's event type, as it names it ('payment_paid'…). */
  type: string;
  /** The payment it is about: the `providerId` the start returned. */
  providerId: string;
  /** The status the event reports. Confirm with `fetchPayment` before acting: events may come late or out of order. */
  status: PaymentStatus;
  amount: number;
  currency: string;
  reference: string | null;
  /** Whether the provider sent it from live mode (false: its test mode). */
  live: boolean;
}

export interface PaymentProvider {
  readonly name: string;
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  fetchPayment(providerId: string): Promise<ProviderPayment>;
  /**
   * A webhook's raw body, checked against the secret the restaurant set at the provider: the event, or a
   * `WebhookRefused` (no secret, a wrong one, a body that is not the provider's event). `headers` (names in lower
   * case) are for providers that sign in a header (Tap's `hashstring`, PayTabs' `signature`); Moyasar puts its secret
   * token in the body.
   */
  checkWebhook(rawBody: string, secret: string, headers?: Readonly<Record<string, string>>): WebhookEvent;
}
