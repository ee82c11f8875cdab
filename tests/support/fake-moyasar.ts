/**
 * A fake Moyasar on loopback for the tests, written from Moyasar's public documentation
 * (lib/payments/moyasar.ts lists what): its REST API (Basic auth with the secret key; `POST /v1/invoices`,
 * `GET /v1/invoices/{id}`, `GET /v1/payments/{id}`; errors as `{ type, message, errors }`), a minimal hosted checkout
 * page where a card is typed (the documented sandbox cards), a 3-D Secure step for the card that needs one, the
 * redirect back to the invoice's `success_url` with `id`, `status` and `message`, and the account's webhook
 * (`{ id, type, created_at, secret_token, account_name, live, data }`) sent to the URL a test gives it — at once, or
 * held and released late, reversed, or sent again on demand. It can also be down (503), hang, or answer garbage.
 *
 * Where the documentation leaves a choice, the fake's: which sandbox card asks for the 3-D Secure challenge (Moyasar
 * runs 3DS on every card payment, most without a visible step; here the Visa 4111 1111 1111 1111 shows the challenge
 * page and the mada cards pass without one), and the challenge page itself (two buttons, like a bank's simulator).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** The sandbox cards the fake knows (docs.moyasar.com, Testing › Test Cards); any other number fails, as there. */
export const TEST_CARDS = {
  /** mada, APPROVED without a visible 3DS step. */
  approved: '4201320111111010',
  /** mada, DECLINED. */
  declined: '4201321234411220',
  /** mada, INSUFFICIENT FUNDS. */
  insufficientFunds: '4201320000311101',
  /** Visa, APPROVED after the 3-D Secure challenge. */
  threeDSecure: '4111111111111111',
} as const;

const CARD_OUTCOMES: Record<string, { company: string; paid: boolean; message: string; challenge?: boolean }> = {
  [TEST_CARDS.approved]: { company: 'mada', paid: true, message: 'APPROVED' },
  [TEST_CARDS.declined]: { company: 'mada', paid: false, message: 'DECLINED' },
  [TEST_CARDS.insufficientFunds]: { company: 'mada', paid: false, message: 'INSUFFICIENT FUNDS' },
  [TEST_CARDS.threeDSecure]: { company: 'visa', paid: true, message: 'APPROVED', challenge: true },
  '5421080101000000': { company: 'master', paid: true, message: 'APPROVED' },
};

export interface FakePayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed';
  amount: number;
  fee: number;
  currency: string;
  description: string;
  invoice_id: string;
  metadata: Record<string, unknown> | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  source: { type: 'creditcard'; company: string; name: string; number: string; message: string | null; transaction_url: string | null };
}

export interface FakeInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'expired' | 'canceled';
  amount: number;
  currency: string;
  description: string;
  amount_format: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, unknown> | null;
  payments: FakePayment[];
}

/** A webhook event the fake made, and the HTTP status of each delivery of it (null: no answer). */
export interface FakeEvent {
  body: { id: string; type: string; created_at: string; secret_token: string; account_name: string; live: boolean; data: FakePayment };
  deliveries: Array<number | null>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Mode = 'normal' | 'down' | 'hang' | 'garbage' | 'huge';

const now = () => new Date().toISOString();
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
const apiError = (res: http.ServerResponse, status: number, type: string, message: string, errors: unknown = null) => sendJson(res, status, { type, message, errors });

export async function startFakeMoyasar(opts: { secretKey?: string; accountName?: string } = {}) {
  const secretKey = opts.secretKey ?? `sk_test_${randomUUID().replace(/-/g, '')}`;
  const accountName = opts.accountName ?? 'Test Restaurant';
  const invoices = new Map<string, FakeInvoice>();
  const payments = new Map<string, FakePayment>();
  const requests: RecordedRequest[] = [];
  const events: FakeEvent[] = [];
  const held: FakeEvent[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const hanging = new Set<http.ServerResponse>();
  let webhook: { url: string; secretToken: string } | null = null;
  let holding = false;
  let mode: Mode = 'normal';
  let origin = '';

  const authorized = (req: http.IncomingMessage) => req.headers.authorization === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function deliverOnce(event: FakeEvent): Promise<number | null> {
    if (!webhook) throw new Error('fake Moyasar: no webhook URL set');
    let status: number | null = null;
    try {
      const res = await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event.body), signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = null;
    }
    event.deliveries.push(status);
    return status;
  }

  function emit(payment: FakePayment) {
    if (!webhook) return;
    const event: FakeEvent = {
      body: { id: randomUUID(), type: `payment_${payment.status}`, created_at: now(), secret_token: webhook.secretToken, account_name: accountName, live: false, data: structuredClone(payment) },
      deliveries: [],
    };
    events.push(event);
    if (holding) held.push(event);
    else track(deliverOnce(event));
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  }

  function settle(payment: FakePayment, paid: boolean, message: string) {
    const invoice = invoices.get(payment.invoice_id)!;
    payment.status = paid ? 'paid' : 'failed';
    payment.source.message = message;
    payment.updated_at = now();
    if (paid) {
      invoice.status = 'paid';
      invoice.updated_at = payment.updated_at;
      // The invoice's callback_url gets the paid invoice (documented; it carries no secret, the webhook does).
      if (invoice.callback_url) track(fetch(invoice.callback_url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(invoice) }).then((r) => r.arrayBuffer()).catch(() => null));
    }
    emit(payment);
  }

  /** The redirect back to the invoice's success_url, with the documented query parameters. */
  function returnTo(res: http.ServerResponse, invoice: FakeInvoice, payment: FakePayment) {
    if (!invoice.success_url) return page(res, 200, invoice, 'Paid. Thank you.');
    const back = new URL(invoice.success_url);
    back.searchParams.set('id', payment.id);
    back.searchParams.set('status', payment.status);
    back.searchParams.set('message', payment.source.message ?? '');
    res.writeHead(302, { location: back.toString() }).end();
  }

  function page(res: http.ServerResponse, status: number, invoice: FakeInvoice, note = '') {
    const open = invoice.status === 'initiated';
    const form = open
      ? `<form method="post" action="/checkout/invoices/${invoice.id}/pay">
<label>Name on card <input name="name" autocomplete="cc-name"></label>
<label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number"></label>
<label>Month <input name="month" inputmode="numeric"></label>
<label>Year <input name="year" inputmode="numeric"></label>
<label>CVC <input name="cvc" inputmode="numeric"></label>
<button type="submit">Pay ${esc(invoice.amount_format)}</button></form>`
      : `<p>This invoice is ${invoice.status}.</p>`;
    const back = invoice.back_url ? `<a href="${esc(invoice.back_url)}">Back</a>` : '';
    res
      .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Pay invoice</title><h1>${esc(invoice.description)}</h1><p>${esc(invoice.amount_format)}</p>${note ? `<p role="alert">${esc(note)}</p>` : ''}${form}${back}</html>`);
  }

  /** A JSON answer that never ends (chunked, no length declared): 64 KiB pieces until the client stops reading. */
  function streamHuge(res: http.ServerResponse) {
    const piece = Buffer.alloc(64 * 1024, 0x20);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"id":"');
    const more = () => {
      while (!res.destroyed && res.write(piece));
      if (!res.destroyed) res.once('drain', more);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    more();
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (mode === 'hang') return hanging.add(res);
    if (mode === 'down') return apiError(res, 503, 'api_error', 'Service Unavailable');
    if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    if (mode === 'huge') return streamHuge(res);
    if (!authorized(req)) return apiError(res, 401, 'authentication_error', 'Invalid authorization credentials');
    if (req.method === 'POST' && path === '/v1/invoices') return createInvoice(res, body);
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && invoice) {
      const found = invoices.get(decodeURIComponent(invoice[1]));
      return found ? sendJson(res, 200, found) : apiError(res, 404, 'record_not_found', 'Object not found');
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const found = payments.get(decodeURIComponent(payment[1]));
      return found ? sendJson(res, 200, found) : apiError(res, 404, 'record_not_found', 'Object not found');
    }
    return apiError(res, 404, 'invalid_request_error', 'Not found');
  }

  function createInvoice(res: http.ServerResponse, body: unknown) {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100) errors.amount = ['must be an integer of at least 100'];
    const currency = b.currency === undefined ? 'SAR' : b.currency;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) errors.currency = ['is not a valid currency'];
    if (typeof b.description !== 'string' || !b.description.trim()) errors.description = ["can't be blank"];
    for (const key of ['success_url', 'back_url', 'callback_url']) {
      if (b[key] === undefined) continue;
      try {
        new URL(String(b[key]));
      } catch {
        errors[key] = ['is not a valid URL'];
      }
    }
    if (b.metadata !== undefined && (typeof b.metadata !== 'object' || b.metadata === null || Array.isArray(b.metadata))) errors.metadata = ['must be an object'];
    if (Object.keys(errors).length) return apiError(res, 400, 'invalid_request_error', 'Validation Failed', errors);
    const id = randomUUID();
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: currency as string }).resolvedOptions().maximumFractionDigits ?? 2;
    const at = now();
    const invoice: FakeInvoice = {
      id,
      status: 'initiated',
      amount: b.amount as number,
      currency: currency as string,
      description: b.description as string,
      amount_format: `${((b.amount as number) / 10 ** digits).toFixed(digits)} ${currency as string}`,
      url: `${origin}/checkout/invoices/${id}?lang=en`,
      callback_url: (b.callback_url as string | undefined) ?? null,
      success_url: (b.success_url as string | undefined) ?? null,
      back_url: (b.back_url as string | undefined) ?? null,
      expired_at: null,
      created_at: at,
      updated_at: at,
      metadata: (b.metadata as Record<string, unknown> | undefined) ?? null,
      payments: [],
    };
    invoices.set(id, invoice);
    return sendJson(res, 201, invoice);
  }

  async function checkout(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const show = /^\/checkout\/invoices\/([^/]+)$/.exec(path);
    const pay = /^\/checkout\/invoices\/([^/]+)\/pay$/.exec(path);
    const challenge = /^\/checkout\/3ds\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && show) {
      const invoice = invoices.get(show[1]);
      return invoice ? page(res, 200, invoice) : res.writeHead(404).end('no such invoice');
    }
    if (req.method === 'POST' && pay) {
      const invoice = invoices.get(pay[1]);
      if (!invoice) return res.writeHead(404).end('no such invoice');
      if (invoice.status !== 'initiated') return page(res, 409, invoice);
      const form = new URLSearchParams(await readBody(req));
      const card = {
        name: (form.get('name') ?? '').trim(),
        number: (form.get('number') ?? '').replace(/[\s-]/g, ''),
        month: Number(form.get('month')),
        year: Number(form.get('year')),
        cvc: form.get('cvc') ?? '',
      };
      const today = new Date();
      const fullYear = card.year < 100 ? 2000 + card.year : card.year;
      const invalid =
        card.name.split(/\s+/).length < 2
          ? 'Name must be made of at least two words'
          : !/^\d{13,19}$/.test(card.number)
            ? 'Card number is invalid'
            : !(card.month >= 1 && card.month <= 12) || fullYear * 12 + card.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1
              ? 'Card is expired'
              : !/^\d{3,4}$/.test(card.cvc)
                ? 'CVC is invalid'
                : '';
      if (invalid) return page(res, 200, invoice, invalid);
      const outcome = CARD_OUTCOMES[card.number] ?? { company: 'unknown', paid: false, message: 'UNSPECIFIED FAILURE' };
      const at = now();
      const payment: FakePayment = {
        id: randomUUID(),
        status: 'initiated',
        amount: invoice.amount,
        fee: 0,
        currency: invoice.currency,
        description: invoice.description,
        invoice_id: invoice.id,
        metadata: invoice.metadata,
        callback_url: invoice.url,
        created_at: at,
        updated_at: at,
        source: { type: 'creditcard', company: outcome.company, name: card.name, number: `${card.number.slice(0, 4)}-XXXX-XXXX-${card.number.slice(-4)}`, message: null, transaction_url: null },
      };
      invoice.payments.push(payment);
      payments.set(payment.id, payment);
      if (outcome.challenge) {
        payment.source.transaction_url = `${origin}/checkout/3ds/${payment.id}`;
        return res.writeHead(303, { location: payment.source.transaction_url }).end();
      }
      settle(payment, outcome.paid, outcome.message);
      return outcome.paid ? returnTo(res, invoice, payment) : page(res, 200, invoice, `Payment failed: ${outcome.message}`);
    }
    if (challenge) {
      const payment = payments.get(challenge[1]);
      if (!payment) return res.writeHead(404).end('no such payment');
      const invoice = invoices.get(payment.invoice_id)!;
      if (req.method === 'GET') {
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>3-D Secure</title><h1>3-D Secure</h1><p>Confirm the payment of ${esc(invoice.amount_format)}</p><form method="post"><button name="result" value="authenticate">Authenticate</button><button name="result" value="fail">Fail authentication</button></form></html>`);
      }
      if (payment.status !== 'initiated') return returnTo(res, invoice, payment);
      const result = new URLSearchParams(await readBody(req)).get('result');
      if (result === 'authenticate') {
        settle(payment, true, 'APPROVED');
        return returnTo(res, invoice, payment);
      }
      settle(payment, false, '3-D Secure transaction attempt failed');
      return page(res, 200, invoice, 'Payment failed: 3-D Secure transaction attempt failed');
    }
    return res.writeHead(404).end('not found');
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const handle = path.startsWith('/v1/') ? api(req, res, path) : checkout(req, res, path);
    handle.catch((err: Error) => {
      if (!res.headersSent) apiError(res, 500, 'api_error', err.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The base URL the adapter is given (MOYASAR_API_URL). */
    apiUrl: `${origin}/v1`,
    origin,
    secretKey,
    invoices,
    payments,
    requests,
    /** Every webhook event made, in the order they happened, with each delivery's status. */
    events,
    /** The account's webhook (the dashboard's Endpoint and Secret Token); null: none, no events are made. */
    setWebhook(w: { url: string; secretToken: string } | null) {
      webhook = w;
    },
    /** Events are queued instead of sent until `releaseWebhooks` (a webhook that arrives late). */
    holdWebhooks() {
      holding = true;
    },
    /** Sends the queued events, oldest first or reversed (out of order), and stops holding. */
    async releaseWebhooks({ reverse = false } = {}) {
      holding = false;
      const queue = held.splice(0, held.length);
      if (reverse) queue.reverse();
      for (const event of queue) await track(deliverOnce(event));
    },
    /** Sends an event again, `times` times (a retry after a lost answer, or a replay): each delivery's status. */
    async redeliver(event: FakeEvent, times = 1) {
      const statuses: Array<number | null> = [];
      for (let i = 0; i < times; i++) statuses.push(await track(deliverOnce(event)));
      return statuses;
    },
    /** How the API answers from now on: normally, 503, never (the request is taken and held), a non-JSON page, or a body without end. */
    answer(next: Mode) {
      mode = next;
    },
    async stop() {
      await Promise.allSettled([...inFlight]);
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeMoyasar = Awaited<ReturnType<typeof startFakeMoyasar>>;
