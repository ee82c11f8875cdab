/**
 * The Moyasar adapter (lib/payments/moyasar.ts), the production code, driven over real HTTP against a fake
 * Moyasar on loopback written from its documentation (tests/support/fake-moyasar.ts); only the base URL differs. A
 * diner pays on the fake's hosted page with the sandbox cards; the fake's webhooks come to a receiver on loopback.
 */
import net from 'node:net';
import { MoyasarProvider } from '../../lib/payments/moyasar';
import { providerFor } from '../../lib/payments/provider-for';
import { PaymentProviderError, WebhookRefused } from '../../lib/payments/provider-error';
import type { StartPaymentInput } from '../../lib/payments/provider';
import { startFakeMoyasar, TEST_CARDS, type FakeMoyasar } from '../support/fake-moyasar';
import { payOnHostedPage } from '../support/fake-moyasar-diner';
import { startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from '../support/webhook-receiver';
import { pollUntil } from '../support/poll';

const WEBHOOK_SECRET = 'moyasar-secret-token-8f3a1c';
let fake: FakeMoyasar;
let receiver: WebhookReceiver;
let moyasar: MoyasarProvider;
let n = 0;

beforeAll(async () => {
  fake = await startFakeMoyasar();
  receiver = await startWebhookReceiver();
  fake.setWebhook({ url: receiver.url('/moyasar'), secretToken: WEBHOOK_SECRET });
  moyasar = new MoyasarProvider({ secretKey: fake.secretKey }, { baseUrl: fake.apiUrl, timeoutMs: 1500 });
});
afterAll(async () => {
  await fake?.stop();
  await receiver?.stop();
});
afterEach(() => fake.answer('normal'));

/** Our side of a payment: its reference and the return URL the diner comes back to (never visited here). */
function ours(over: Partial<StartPaymentInput> = {}): StartPaymentInput {
  const reference = `pay-${++n}`;
  return {
    amount: 4_650,
    currency: 'SAR',
    description: 'الطاولة 4 — حصتي من 4',
    reference,
    returnUrl: `https://menu.example.com/m/demo/tab/return?payment=${reference}`,
    ...over,
  };
}

/** The webhooks the receiver got about one invoice, read through the adapter with our secret. */
function hooksFor(providerId: string): ReceivedHook[] {
  return receiver.at('/moyasar').filter((h) => moyasar.checkWebhook(h.body, WEBHOOK_SECRET).providerId === providerId);
}

/** Why checkWebhook refused a body ('secret', 'malformed'), or 'accepted'. */
function refusalOf(check: () => unknown): string {
  try {
    check();
    return 'accepted';
  } catch (err) {
    if (err instanceof WebhookRefused) return err.reason;
    throw err;
  }
}

describe('starting a payment and paying it on the hosted page', () => {
  it('creates an invoice as documented (Basic auth with the secret key, minor units, our reference) and sends the diner to its page', async () => {
    const input = ours();
    const started = await moyasar.startPayment(input);
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/invoices', authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}` });
    expect(request.body).toEqual({ amount: 4650, currency: 'SAR', description: input.description, success_url: input.returnUrl, metadata: { reference: input.reference } });
    expect(started.redirectUrl).toBe(`${fake.origin}/checkout/invoices/${started.providerId}?lang=en`);
    const page = await fetch(started.redirectUrl);
    expect(await page.text()).toContain('46.50 SAR');
    expect(await moyasar.fetchPayment(started.providerId)).toEqual({ providerId: started.providerId, status: 'pending', amount: 4650, currency: 'SAR', reference: input.reference, attempts: [] });
  });

  it('a currency with three decimals goes in its own minor units (12.345 KWD is 12345)', async () => {
    const started = await moyasar.startPayment(ours({ amount: 12_345, currency: 'KWD' }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ amount: 12345, currency: 'KWD' });
    await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    expect(await moyasar.fetchPayment(started.providerId)).toMatchObject({ status: 'paid', amount: 12345, currency: 'KWD' });
  });

  it('a card that succeeds: the diner comes back to our return URL with the payment, and the fetch says paid', async () => {
    const input = ours();
    const started = await moyasar.startPayment(input);
    const { returnedTo } = await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    expect(returnedTo).not.toBeNull();
    expect(`${returnedTo!.origin}${returnedTo!.pathname}`).toBe('https://menu.example.com/m/demo/tab/return');
    expect(returnedTo!.searchParams.get('payment')).toBe(input.reference);
    expect(returnedTo!.searchParams.get('status')).toBe('paid');
    const fetched = await moyasar.fetchPayment(started.providerId);
    expect(fetched).toMatchObject({ providerId: started.providerId, status: 'paid', amount: 4650, currency: 'SAR', reference: input.reference });
    expect(fetched.attempts).toEqual([{ id: returnedTo!.searchParams.get('id'), status: 'paid', message: 'APPROVED' }]);
  });

  it('a declined card keeps the diner on the page and the payment pending; a second card pays it', async () => {
    const started = await moyasar.startPayment(ours());
    const declined = await payOnHostedPage(started.redirectUrl, TEST_CARDS.declined);
    expect(declined).toEqual({ returnedTo: null, alert: 'Payment failed: DECLINED' });
    expect(await moyasar.fetchPayment(started.providerId)).toMatchObject({ status: 'pending', attempts: [{ status: 'failed', message: 'DECLINED' }] });

    const retried = await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    expect(retried.returnedTo?.searchParams.get('status')).toBe('paid');
    const fetched = await moyasar.fetchPayment(started.providerId);
    expect(fetched.status).toBe('paid');
    expect(fetched.attempts.map((a) => a.status)).toEqual(['failed', 'paid']);
  });

  it('a card that needs 3-D Secure pays after the extra step, and fails when the step fails', async () => {
    const passed = await moyasar.startPayment(ours());
    const ok = await payOnHostedPage(passed.redirectUrl, TEST_CARDS.threeDSecure, { threeDSecure: 'authenticate' });
    expect(ok.returnedTo?.searchParams.get('status')).toBe('paid');
    const paid = await moyasar.fetchPayment(passed.providerId);
    expect(paid.status).toBe('paid');
    expect(fake.payments.get(paid.attempts[0].id)?.source.transaction_url).toMatch(/\/checkout\/3ds\//);

    const refused = await moyasar.startPayment(ours());
    const failed = await payOnHostedPage(refused.redirectUrl, TEST_CARDS.threeDSecure, { threeDSecure: 'fail' });
    expect(failed.returnedTo).toBeNull();
    expect(failed.alert).toMatch(/3-D Secure/);
    expect(await moyasar.fetchPayment(refused.providerId)).toMatchObject({ status: 'pending', attempts: [{ status: 'failed' }] });
  });

  it('an amount that is not a whole number of minor units never leaves the server', async () => {
    const before = fake.requests.length;
    await expect(moyasar.startPayment(ours({ amount: 46.5 }))).rejects.toThrow(RangeError);
    await expect(moyasar.startPayment(ours({ currency: 'sar' }))).rejects.toThrow(RangeError);
    expect(fake.requests.length).toBe(before);
  });
});

describe("Moyasar's webhook", () => {
  it('a paid payment sends the documented event, read back as the payment we started, with its amount and reference', async () => {
    const input = ours();
    const started = await moyasar.startPayment(input);
    await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    const [hook] = await pollUntil(async () => hooksFor(started.providerId), (h) => h.length === 1, { what: 'the payment_paid webhook' });
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'payment_paid', secret_token: WEBHOOK_SECRET, data: { invoice_id: started.providerId, status: 'paid' } });
    expect(moyasar.checkWebhook(hook.body, WEBHOOK_SECRET)).toMatchObject({ type: 'payment_paid', providerId: started.providerId, status: 'paid', amount: 4650, currency: 'SAR', reference: input.reference, live: false });
  });

  it('a forged, missing or empty secret is refused, whatever the rest of the body says', async () => {
    const started = await moyasar.startPayment(ours());
    await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    const [hook] = await pollUntil(async () => hooksFor(started.providerId), (h) => h.length === 1, { what: 'the webhook' });
    const body = JSON.parse(hook.body) as Record<string, unknown>;
    const variants = {
      forged: { ...body, secret_token: 'moyasar-secret-token-8f3a1d' },
      longer: { ...body, secret_token: `${WEBHOOK_SECRET}x` },
      missing: { ...body, secret_token: undefined },
      notAString: { ...body, secret_token: { $ne: '' } },
    };
    const outcomes = Object.entries(variants).map(([what, forged]) => [what, refusalOf(() => moyasar.checkWebhook(JSON.stringify(forged), WEBHOOK_SECRET))]);
    expect(Object.fromEntries(outcomes)).toEqual({ forged: 'secret', longer: 'secret', missing: 'secret', notAString: 'secret' });
    // No secret configured on our side lets nothing through, not even a body with an empty one.
    expect(refusalOf(() => moyasar.checkWebhook(JSON.stringify({ ...body, secret_token: '' }), ''))).toBe('secret');
    // The real body with the right secret passes; with the right secret but not an event, it is 'malformed'.
    expect(moyasar.checkWebhook(hook.body, WEBHOOK_SECRET).providerId).toBe(started.providerId);
    expect(refusalOf(() => moyasar.checkWebhook(JSON.stringify({ secret_token: WEBHOOK_SECRET, type: 'payment_paid' }), WEBHOOK_SECRET))).toBe('malformed');
    expect(refusalOf(() => moyasar.checkWebhook('not json', WEBHOOK_SECRET))).toBe('malformed');
  });

  it('a webhook sent again is the same event about the same payment (its id unchanged), so the caller can ignore it', async () => {
    const started = await moyasar.startPayment(ours());
    await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    await pollUntil(async () => hooksFor(started.providerId), (h) => h.length === 1, { what: 'the first delivery' });
    const event = fake.events.find((e) => e.body.data.invoice_id === started.providerId)!;
    expect(await fake.redeliver(event, 2)).toEqual([200, 200]);
    const read = hooksFor(started.providerId).map((h) => moyasar.checkWebhook(h.body, WEBHOOK_SECRET));
    expect(read).toHaveLength(3);
    expect(new Set(read.map((e) => e.eventId)).size).toBe(1);
    expect(new Set(read.map((e) => e.providerId))).toEqual(new Set([started.providerId]));
  });

  it('webhooks that come late and out of order (paid before the failed attempt) still name one payment, and the fetch settles it as paid', async () => {
    const started = await moyasar.startPayment(ours());
    fake.holdWebhooks();
    await payOnHostedPage(started.redirectUrl, TEST_CARDS.declined);
    const back = await payOnHostedPage(started.redirectUrl, TEST_CARDS.approved);
    // The diner is back before any webhook came.
    expect(back.returnedTo?.searchParams.get('status')).toBe('paid');
    expect(hooksFor(started.providerId)).toHaveLength(0);
    await fake.releaseWebhooks({ reverse: true });
    const events = hooksFor(started.providerId).map((h) => moyasar.checkWebhook(h.body, WEBHOOK_SECRET));
    expect(events.map((e) => e.type)).toEqual(['payment_paid', 'payment_failed']);
    expect(events.map((e) => e.providerId)).toEqual([started.providerId, started.providerId]);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
    // The last word is the fetch, not the last event: the late 'failed' does not undo the payment.
    for (const e of events) expect((await moyasar.fetchPayment(e.providerId)).status).toBe('paid');
  });

  it('a webhook that comes before the diner is back (or instead of it) names the payment we started', async () => {
    const input = ours();
    const started = await moyasar.startPayment(input);
    // The diner pays and closes the tab: only the webhook tells us.
    await payOnHostedPage(started.redirectUrl, TEST_CARDS.threeDSecure);
    const [hook] = await pollUntil(async () => hooksFor(started.providerId), (h) => h.length === 1, { what: 'the webhook' });
    const event = moyasar.checkWebhook(hook.body, WEBHOOK_SECRET);
    expect(event).toMatchObject({ providerId: started.providerId, reference: input.reference, status: 'paid' });
    expect(await moyasar.fetchPayment(event.providerId)).toMatchObject({ status: 'paid', amount: input.amount, currency: input.currency, reference: input.reference });
  });
});

describe('when Moyasar is down, slow, or refuses', () => {
  const failure = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PaymentProviderError);
    return err as PaymentProviderError;
  };

  it('down (503): a clear error, the provider words kept for the log', async () => {
    const started = await moyasar.startPayment(ours());
    fake.answer('down');
    expect(await failure(moyasar.startPayment(ours()))).toMatchObject({ reason: 'unavailable', status: 503, providerMessage: 'api_error: Service Unavailable' });
    expect(await failure(moyasar.fetchPayment(started.providerId))).toMatchObject({ reason: 'unavailable', status: 503 });
  });

  it('taking the request and never answering: a timeout, not a hang', async () => {
    fake.answer('hang');
    const quick = new MoyasarProvider({ secretKey: fake.secretKey }, { baseUrl: fake.apiUrl, timeoutMs: 300 });
    expect(await failure(quick.startPayment(ours()))).toMatchObject({ reason: 'timeout', status: null });
    expect(await failure(quick.fetchPayment('0b6f4bd5-3c4e-4a61-9d64-5a0f1a1d2c3e'))).toMatchObject({ reason: 'timeout' });
  });

  it('nothing listening: unreachable', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const nowhere = new MoyasarProvider({ secretKey: fake.secretKey }, { baseUrl: `http://127.0.0.1:${closed}/v1`, timeoutMs: 1500 });
    expect(await failure(nowhere.startPayment(ours()))).toMatchObject({ reason: 'unreachable' });
  });

  it('an answer that is not Moyasar JSON: a bad answer', async () => {
    fake.answer('garbage');
    expect(await failure(moyasar.startPayment(ours()))).toMatchObject({ reason: 'bad-answer', status: 200 });
  });

  it('an answer without end is cut off, not read into memory', async () => {
    fake.answer('huge');
    expect(await failure(moyasar.startPayment(ours()))).toMatchObject({ reason: 'bad-answer', status: 200, providerMessage: expect.stringMatching(/more than \d+ bytes/) });
  });

  it('a wrong key, an amount under the minimum, an unknown payment: each its own reason with the provider words', async () => {
    const wrongKey = new MoyasarProvider({ secretKey: 'sk_test_not_this_one' }, { baseUrl: fake.apiUrl });
    expect(await failure(wrongKey.startPayment(ours()))).toMatchObject({ reason: 'unauthorized', status: 401, providerMessage: 'authentication_error: Invalid authorization credentials' });
    const tooSmall = await failure(moyasar.startPayment(ours({ amount: 99 })));
    expect(tooSmall).toMatchObject({ reason: 'refused', status: 400 });
    expect(tooSmall.providerMessage).toMatch(/^invalid_request_error: Validation Failed .*amount/);
    expect(await failure(moyasar.fetchPayment('no-such-invoice'))).toMatchObject({ reason: 'not-found', status: 404 });
  });
});

describe('the base URL comes from MOYASAR_API_URL', () => {
  const saved = process.env.MOYASAR_API_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.MOYASAR_API_URL;
    else process.env.MOYASAR_API_URL = saved;
  });

  it("unset: Moyasar's own; set: the adapter talks to it; not a URL: refused loudly", async () => {
    delete process.env.MOYASAR_API_URL;
    expect(new MoyasarProvider({ secretKey: 'sk_test_x' }).baseUrl).toBe('https://api.moyasar.com/v1');

    process.env.MOYASAR_API_URL = `${fake.apiUrl}/`;
    const fromEnv = providerFor({ provider: 'moyasar', secretKey: fake.secretKey });
    const started = await fromEnv.startPayment(ours());
    expect((await fromEnv.fetchPayment(started.providerId)).status).toBe('pending');

    process.env.MOYASAR_API_URL = 'api.moyasar.com/v1';
    expect(() => providerFor({ provider: 'moyasar', secretKey: fake.secretKey })).toThrow(/MOYASAR_API_URL/);
  });
});
