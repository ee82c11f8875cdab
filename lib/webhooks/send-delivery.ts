import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { PRIVATE_ADDRESS_REFUSED, publicOnlyLookup, refusedLiteralAddress } from './public-lookup';
import type { WebhookTryFailure } from '../shared/integrations';

/** What one try saw: the receiver's status (null: no answer), how long it took, and why it failed, if it did. */
export interface TryResult {
  status: number | null;
  durationMs: number;
  error: string | null;
  /** Why there was no answer (null when the receiver answered). */
  failure: WebhookTryFailure | null;
}

/** The part of a receiver's answer read (and dropped): enough to finish the exchange, never a large body kept. */
const ANSWER_BYTES_READ = 64 * 1024;

/**
 * One signed POST of a delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature` over
 * `id.timestamp.body`, signed with the `standardwebhooks` package). The connection goes through the public-only
 * resolver (no private address at sending time either), no redirect is followed (a 3xx is a failure: a redirect
 * could point inside), and the whole exchange is bounded by `timeoutMs`. A 2xx answer is a success.
 */
export function sendDelivery(target: { url: string; secret: string }, message: { id: string; payload: string }, timeoutMs: number): Promise<TryResult> {
  const started = performance.now();
  const at = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'QRMenu-Webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(target.secret).sign(message.id, at, message.payload),
  };
  return new Promise<TryResult>((resolve) => {
    let settled = false;
    // Set once the request is made; a refusal before it has none to clear.
    const timer: { id?: NodeJS.Timeout } = {};
    let timedOut = false;
    const done = (status: number | null, error: string | null, failure: WebhookTryFailure | null = null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer.id);
      resolve({ status, durationMs: Math.round(performance.now() - started), error, failure });
    };
    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      return done(null, 'invalid URL', 'invalidUrl');
    }
    if (refusedLiteralAddress(url)) return done(null, PRIVATE_ADDRESS_REFUSED, 'privateAddress');
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(message.payload) }, lookup: publicOnlyLookup, agent: false }, (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) res.destroy();
      });
      const status = res.statusCode ?? null;
      const finish = () => done(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`);
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
    });
    timer.id = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (err: Error & { code?: string }) =>
      done(null, err.message.slice(0, 200), timedOut ? 'timeout' : err.code === 'EPRIVATEADDRESS' ? 'privateAddress' : 'unreachable'),
    );
    req.end(message.payload);
  });
}
