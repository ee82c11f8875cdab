/**
 * Moyasar (Saudi Arabia: mada, Visa, Mastercard, Apple Pay, STC Pay) behind our PaymentProvider, spoken to over its
 * public REST API as documented at docs.moyasar.com. What this relies on, from that documentation:
 *
 * - Authentication (API › Authentication): HTTP Basic, the secret key (`sk_test_…`/`sk_live_…`) as the user name and an
 *   empty password. The publishable key can only create payments from a browser; we never need it on the server. The
 *   mode (test or live) follows the key.
 * - The hosted flow is the Invoice (API › Invoices, guide "Creating invoices"): `POST /v1/invoices` with `amount`
 *   (integer, the smallest currency unit: 100 = 1.00 SAR, 1000 = 1.000 KWD; at least 100), `currency` (ISO 4217),
 *   `description`, `metadata` (key-value pairs; our reference goes in `metadata.reference`), `success_url` (where the
 *   payer is redirected once the invoice is paid), `back_url` (the page's back button) and `callback_url` (Moyasar
 *   POSTs the invoice there when paid — not used: it carries no secret, the webhook below does). 201 answers the
 *   invoice: `id`, `status` (initiated, paid, failed, refunded, canceled, on_hold, expired, voided), `amount`,
 *   `currency`, `url` (the checkout page the payer must be sent to), `metadata`, `payments` (the attempts made on it).
 *   The card is typed on Moyasar's page, never on ours (their rule: card data must not reach the merchant's server).
 * - `GET /v1/invoices/{id}` answers the same object; it is how a payment is confirmed ("verify server-side: status,
 *   amount, currency; do not trust the redirect alone"). Each of its `payments` has `id`, `status` (initiated, paid,
 *   failed, authorized, captured, refunded, voided, verified), `amount`, `currency`, `invoice_id`, `metadata` and
 *   `source.message` (APPROVED, DECLINED, …).
 * - The payer's return: after paying, the browser is sent to `success_url` with the payment's `id`, `status` and
 *   `message` in the query. We take nothing from it: the caller knows its payment from its own return URL and fetches.
 * - Webhooks (API › Webhooks, dashboard guide "Setting up Webhooks"): configured per account with an endpoint, a
 *   "secret token" and the events; each delivery is a JSON body `{ id, type, created_at, secret_token, account_name,
 *   live, data }` whose `data` is the payment object for the `payment_*` events (payment_paid, payment_failed,
 *   payment_refunded, payment_voided…). Undelivered (non-2xx) events are retried several times, so one event can come
 *   more than once, and events about one invoice can come in any order: the event's `id` stays the same on retries,
 *   and `data.invoice_id` ties a payment to the invoice we started.
 * - Errors (API › Errors): a 4xx/5xx status with `{ type, message, errors }` (e.g. `invalid_request_error`,
 *   `authentication_error`, `api_error`). The message is kept for our log only.
 *
 * The base URL is MOYASAR_API_URL (lib/env.ts), https://api.moyasar.com/v1 unless tests point it at a fake.
 */
import { z } from 'zod';
import { moyasarApiUrl } from '../env';
import { basicAuth, callProvider, PROVIDER_TIMEOUT_MS, type ProviderAnswer } from './provider-http';
import { PaymentProviderError, WebhookRefused } from './provider-error';
import type { PaymentProvider, PaymentStatus, ProviderPayment, StartPaymentInput, StartedPayment, WebhookEvent } from './provider';
import { sameSecret } from '../secrets/same-secret';

/** Moyasar's statuses of an invoice and of a payment, in ours. Anything not listed reads as still pending. */
const STATUS: Record<string, PaymentStatus> = {
  initiated: 'pending',
  on_hold: 'pending',
  authorized: 'pending',
  verified: 'pending',
  paid: 'paid',
  captured: 'paid',
  failed: 'failed',
  refunded: 'refunded',
  canceled: 'canceled',
  voided: 'canceled',
  expired: 'expired',
};
const ourStatus = (status: string): PaymentStatus => STATUS[status] ?? 'pending';

const amount = z.number().int().nonnegative();
const metadata = z.record(z.string(), z.unknown()).nullish();
const paymentObject = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount,
  currency: z.string(),
  invoice_id: z.string().nullish(),
  metadata,
  source: z.object({ message: z.string().nullish() }).nullish(),
});
const invoiceObject = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount,
  currency: z.string(),
  url: z.url(),
  metadata,
  payments: z.array(paymentObject).nullish(),
});
const webhookBody = z.object({ id: z.string().min(1), type: z.string().min(1), live: z.boolean().optional(), data: paymentObject });

const referenceOf = (meta: Record<string, unknown> | null | undefined): string | null =>
  typeof meta?.reference === 'string' ? meta.reference : null;

/** The provider's words in an error answer (`type: message`), for the log. */
function providerWords(answer: ProviderAnswer): string {
  const body = answer.json as { type?: unknown; message?: unknown; errors?: unknown } | undefined;
  if (body && typeof body === 'object' && (body.type || body.message)) {
    const errors = body.errors ? ` ${JSON.stringify(body.errors).slice(0, 300)}` : '';
    return `${String(body.type ?? 'error')}: ${String(body.message ?? '')}${errors}`;
  }
  return answer.text || `HTTP ${answer.status}`;
}

/** A non-2xx answer as our error; a 2xx answer's body read with `schema`, or a 'bad-answer'. */
function read<T>(answer: ProviderAnswer, schema: z.ZodType<T>, ok: number[]): T {
  const { status } = answer;
  if (!ok.includes(status)) {
    const words = providerWords(answer);
    if (status === 401 || status === 403) throw new PaymentProviderError('unauthorized', words, status);
    if (status === 404) throw new PaymentProviderError('not-found', words, status);
    if (status === 429 || status >= 500) throw new PaymentProviderError('unavailable', words, status);
    if (status >= 400) throw new PaymentProviderError('refused', words, status);
    throw new PaymentProviderError('bad-answer', `unexpected HTTP ${status}: ${words}`, status);
  }
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success) throw new PaymentProviderError('bad-answer', `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}; ${answer.text}`, status);
  return parsed.data;
}

export interface MoyasarKeys {
  /** The restaurant's secret key (`sk_…`): server only, never sent to a browser. */
  secretKey: string;
}

export class MoyasarProvider implements PaymentProvider {
  readonly name = 'moyasar';
  readonly baseUrl: string;
  private readonly auth: string;
  private readonly timeoutMs: number;

  constructor(keys: MoyasarKeys, opts: { baseUrl?: string; timeoutMs?: number } = {}) {
    if (!keys.secretKey) throw new Error('Moyasar needs the secret key');
    this.auth = basicAuth(keys.secretKey);
    this.baseUrl = opts.baseUrl ?? moyasarApiUrl();
    this.timeoutMs = opts.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`amount must be a positive integer of minor units, got ${input.amount}`);
    if (!/^[A-Z]{3}$/.test(input.currency)) throw new RangeError(`currency must be an ISO 4217 code, got ${input.currency}`);
    const body = {
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      success_url: input.returnUrl,
      ...(input.backUrl ? { back_url: input.backUrl } : {}),
      metadata: { reference: input.reference },
    };
    const answer = await callProvider(`${this.baseUrl}/invoices`, { method: 'POST', headers: { authorization: this.auth }, body }, this.timeoutMs);
    const invoice = read(answer, invoiceObject, [200, 201]);
    // An invoice for another amount or currency than asked is not one to send a diner to.
    if (invoice.amount !== input.amount || invoice.currency.toUpperCase() !== input.currency) {
      throw new PaymentProviderError('bad-answer', `invoice ${invoice.id} is for ${invoice.amount} ${invoice.currency}, asked ${input.amount} ${input.currency}`, answer.status);
    }
    return { providerId: invoice.id, redirectUrl: invoice.url };
  }

  async fetchPayment(providerId: string): Promise<ProviderPayment> {
    const answer = await callProvider(`${this.baseUrl}/invoices/${encodeURIComponent(providerId)}`, { method: 'GET', headers: { authorization: this.auth } }, this.timeoutMs);
    const invoice = read(answer, invoiceObject, [200]);
    if (invoice.id !== providerId) throw new PaymentProviderError('bad-answer', `asked for invoice ${providerId}, got ${invoice.id}`, answer.status);
    return {
      providerId: invoice.id,
      status: ourStatus(invoice.status),
      amount: invoice.amount,
      currency: invoice.currency.toUpperCase(),
      reference: referenceOf(invoice.metadata),
      attempts: (invoice.payments ?? []).map((p) => ({ id: p.id, status: ourStatus(p.status), message: p.source?.message ?? null })),
    };
  }

  checkWebhook(rawBody: string, secret: string): WebhookEvent {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRefused('malformed', 'not JSON');
    }
    // The secret first: nothing else in a body from an unknown sender is read, not even to say what was wrong with it.
    if (!sameSecret((json as { secret_token?: unknown } | null)?.secret_token, secret)) throw new WebhookRefused('secret', 'secret_token missing or wrong');
    const parsed = webhookBody.safeParse(json);
    if (!parsed.success) throw new WebhookRefused('malformed', `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    const { id, type, live, data } = parsed.data;
    return {
      eventId: id,
      type,
      // A payment made on one of our invoices names it; that invoice is the payment we started.
      providerId: data.invoice_id ?? data.id,
      status: ourStatus(data.status),
      amount: data.amount,
      currency: data.currency.toUpperCase(),
      reference: referenceOf(data.metadata),
      live: live ?? false,
    };
  }
}
