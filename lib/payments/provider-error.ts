/**
 * Why a call to a payment provider failed, in our words, for the caller to answer the diner with (a 502/503 in their
 * language, "try again" or "pay at the counter"); the provider's own words are kept in `providerMessage` for the log
 * only, never shown to a diner.
 */
export type ProviderFailure =
  /** No connection (refused, reset, DNS). */
  | 'unreachable'
  /** No complete answer within the time allowed. */
  | 'timeout'
  /** The provider refused our key (401/403): the restaurant's keys are wrong or revoked. */
  | 'unauthorized'
  /** The provider refused the request itself (another 4xx): an amount under its minimum, a currency it does not take. */
  | 'refused'
  /** The provider has no such payment (404). */
  | 'not-found'
  /** The provider is down or busy (5xx, 429). */
  | 'unavailable'
  /** An answer that is not what its documentation describes. */
  | 'bad-answer';

export class PaymentProviderError extends Error {
  readonly reason: ProviderFailure;
  /** The provider's HTTP status, when it answered. */
  readonly status: number | null;
  /** The provider's message (its error type and text), for the log. */
  readonly providerMessage: string;
  constructor(reason: ProviderFailure, providerMessage: string, status: number | null = null) {
    super(`payment provider: ${reason}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'PaymentProviderError';
    this.reason = reason;
    this.status = status;
    this.providerMessage = providerMessage;
  }
}

/** A webhook that is not the provider's: no secret or a wrong one ('secret'), or not its event ('malformed'). */
export class WebhookRefused extends Error {
  readonly reason: 'secret' | 'malformed';
  constructor(reason: 'secret' | 'malformed', detail: string) {
    super(`webhook refused: ${detail}`);
    this.name = 'WebhookRefused';
    this.reason = reason;
  }
}
