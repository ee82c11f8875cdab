import { z } from 'zod';
import { internationalE164 } from './phone';

/**
 * The server's settings from the environment, parsed in one place with zod (names and safe defaults in .env.example).
 * Read on each call (tests and the start script set variables while the process runs), parsed again only when one of
 * them changed: every request reads TRUST_PROXY two or three times, and a parse (a phone number's, an address's) per
 * read was ~4% of a diner's order's CPU under load (docs/measurements.md).
 */
const hops = z
  .string()
  .trim()
  .toLowerCase()
  .transform((raw) => {
    if (raw === 'true') return 1;
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
  });

/** A whole number of at least 1 from the environment; unset, empty or anything else: the default. */
export const count = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw) => {
      const n = Number(raw);
      return raw?.trim() && Number.isInteger(n) && n >= 1 ? n : fallback;
    });

/** A whole number of at least `min` from the environment; unset, empty or anything else: the default. */
const atLeast = (min: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw) => {
      const n = Number(raw);
      return raw?.trim() && Number.isInteger(n) && n >= min ? n : fallback;
    });

/** A text setting, trimmed; unset or empty: none. */
const text = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/** An international phone number ('+962 79 …') in E.164; unset or not a valid number: none. */
const internationalPhone = z
  .string()
  .optional()
  .transform((raw) => (raw ? (internationalE164(raw) ?? undefined) : undefined));

const anEmail = z.email();
/** An e-mail address; unset or not one: none. */
const emailAddress = z
  .string()
  .optional()
  .transform((raw) => {
    const v = raw?.trim() ?? '';
    return anEmail.safeParse(v).success ? v : undefined;
  });

/**
 * The webhooks' retry schedule: waits in ms after the 1st, 2nd… failed try, comma-separated; the
 * default follows the Standard Webhooks advice (5 s, 5 min, 30 min, 2 h, 5 h, 10 h). Anything unreadable: the default.
 */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
const retryDelays = z
  .string()
  .optional()
  .transform((raw) => {
    const parts = (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    const delays = parts.map(Number);
    return parts.length && parts.length <= 20 && delays.every((n) => Number.isInteger(n) && n >= 0 && n <= 7 * 86_400_000) ? delays : DEFAULT_RETRY_DELAYS_MS;
  });

/** Moyasar's documented API root; tests point MOYASAR_API_URL at a fake on loopback instead. */
export const MOYASAR_DEFAULT_API_URL = 'https://api.moyasar.com/v1';
/**
 * An http(s) base URL without a trailing slash. Unset or empty: the default. Set but not such a URL: null, so the one
 * reading of it fails loudly rather than quietly sending payments (and the restaurant's secret key) to the default.
 */
const baseUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => {
      const v = raw?.trim();
      if (!v) return fallback;
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:' ? v.replace(/\/+$/, '') : null;
      } catch {
        return null;
      }
    });

const schema = z.object({
  /** How many reverse proxies we run stand in front of the app (0: none; `true` reads as 1). */
  TRUST_PROXY: hops.default(0),
  /** Signs sessions and keys the e-mail codes' hashes; unset, whatever needs it fails loudly. */
  NEXTAUTH_SECRET: z.string().min(1).optional(),
  /** Live streams (the order screens' and the diners' order pages) one client address may hold open on an instance. */
  STREAMS_PER_CLIENT: count(60),
  /** Live streams an instance holds open in all (each a socket and its buffers until the client goes). */
  STREAMS_MAX: count(2000),
  /** Of STREAMS_MAX, the streams the public (diners' status pages) cannot take: kept for the restaurants' order screens. */
  STREAMS_RESERVED: count(400),
  /** Live streams that follow one diner's order (its status page on a phone, a tab or two). */
  STREAMS_PER_ORDER: count(3),
  /** How a restaurant reaches the provider to get a menu or a higher plan: a phone (calls and WhatsApp) and an e-mail. */
  PROVIDER_PHONE: internationalPhone,
  PROVIDER_EMAIL: emailAddress,
  /** Requests one API key may make a minute. */
  API_KEY_REQUESTS_PER_MINUTE: count(300),
  /** The waits between a webhook delivery's failed tries. */
  WEBHOOKS_RETRY_DELAYS_MS: retryDelays,
  /** How long a webhook's receiver has to answer one try. */
  WEBHOOKS_TIMEOUT_MS: count(10_000),
  /** '1' lets webhooks go to private and loopback addresses (tests, a receiver on the same network); else refused. */
  WEBHOOKS_ALLOW_PRIVATE_URLS: z
    .string()
    .optional()
    .transform((raw) => raw?.trim() === '1'),
  /** The payment provider Moyasar's API root. */
  MOYASAR_API_URL: baseUrl(MOYASAR_DEFAULT_API_URL),
  /** The database: a real MongoDB in production; the start script points it at the embedded server otherwise. */
  MONGODB_URI: text,
  /** The site's public address (next-auth's setting too); https there makes cookies Secure and HTTP move to HTTPS. */
  NEXTAUTH_URL: text,
  /** The port the server listens on (and the public address's when NEXTAUTH_URL is unset). */
  PORT: atLeast(1, 3000),
  /** Largest JSON body a route reads. */
  JSON_BODY_MAX_BYTES: atLeast(1, 256 * 1024),
  /** How long a whole request may take to arrive (its headers get the same or less). */
  REQUEST_TIMEOUT_MS: atLeast(100, 30_000),
  /** How long the live channel's change stream waits in the database for a change (stay below a proxy's idle timeout). */
  LIVE_AWAIT_MS: atLeast(1, 30_000),
  /** This instance's name in the health check's answer (several instances behind one address). */
  APP_INSTANCE_ID: text,
  /** Mail: the sender, and the SMTP server (unset: mails go to .data/outbox/). */
  MAIL_FROM: text.transform((v) => v ?? 'QR Menu <no-reply@localhost>'),
  SMTP_URL: text,
  /** The provider's own admin account (a username, compared in lower case). */
  PROVIDER_ADMIN_USERNAME: text.transform((v) => v?.toLowerCase()),
  /** bcrypt's cost: 10–14 (default 12); the test stack alone lowers the floor to 4 with BCRYPT_TEST_COST=1. */
  BCRYPT_ROUNDS: z
    .string()
    .optional()
    .transform((raw) => (Number.isInteger(Number(raw)) && raw?.trim() ? Number(raw) : undefined)),
  BCRYPT_TEST_COST: z
    .string()
    .optional()
    .transform((raw) => raw === '1'),
});

export type ServerEnv = z.output<typeof schema>;

/** The last parse and the raw values it was made from. */
let parsed: { raw: string; env: Readonly<ServerEnv> } | null = null;

export function serverEnv(): Readonly<ServerEnv> {
  const env = process.env;
  const values = {
    TRUST_PROXY: env.TRUST_PROXY,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || undefined,
    STREAMS_PER_CLIENT: env.STREAMS_PER_CLIENT,
    STREAMS_MAX: env.STREAMS_MAX,
    STREAMS_RESERVED: env.STREAMS_RESERVED,
    STREAMS_PER_ORDER: env.STREAMS_PER_ORDER,
    PROVIDER_PHONE: env.PROVIDER_PHONE,
    PROVIDER_EMAIL: env.PROVIDER_EMAIL,
    API_KEY_REQUESTS_PER_MINUTE: env.API_KEY_REQUESTS_PER_MINUTE,
    WEBHOOKS_RETRY_DELAYS_MS: env.WEBHOOKS_RETRY_DELAYS_MS,
    WEBHOOKS_TIMEOUT_MS: env.WEBHOOKS_TIMEOUT_MS,
    WEBHOOKS_ALLOW_PRIVATE_URLS: env.WEBHOOKS_ALLOW_PRIVATE_URLS,
    MOYASAR_API_URL: env.MOYASAR_API_URL,
    MONGODB_URI: env.MONGODB_URI,
    NEXTAUTH_URL: env.NEXTAUTH_URL,
    PORT: env.PORT,
    JSON_BODY_MAX_BYTES: env.JSON_BODY_MAX_BYTES,
    REQUEST_TIMEOUT_MS: env.REQUEST_TIMEOUT_MS,
    LIVE_AWAIT_MS: env.LIVE_AWAIT_MS,
    APP_INSTANCE_ID: env.APP_INSTANCE_ID,
    MAIL_FROM: env.MAIL_FROM,
    SMTP_URL: env.SMTP_URL,
    PROVIDER_ADMIN_USERNAME: env.PROVIDER_ADMIN_USERNAME,
    BCRYPT_ROUNDS: env.BCRYPT_ROUNDS,
    BCRYPT_TEST_COST: env.BCRYPT_TEST_COST,
  };
  const raw = JSON.stringify(values);
  if (parsed?.raw !== raw) parsed = { raw, env: Object.freeze(schema.parse(values)) };
  return parsed.env;
}

/** NEXTAUTH_SECRET, the one reading of it (sessions in lib/auth, e-mail code hashes in lib/users); throws when unset. */
export function authSecret(): string {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set');
  return secret;
}

/** TRUST_PROXY as a number of hops: the one reading of it (client addresses, forwarded host and protocol). */
export const trustedProxyHops = (): number => serverEnv().TRUST_PROXY;

/** The provider's contact for the restaurants (PROVIDER_PHONE, PROVIDER_EMAIL); each part absent when unset or invalid. */
export interface ProviderContact {
  phone?: string;
  email?: string;
}

export function providerContact(): ProviderContact {
  const { PROVIDER_PHONE: phone, PROVIDER_EMAIL: email } = serverEnv();
  return { ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}

/** MOYASAR_API_URL, the one reading of it (lib/payments/moyasar.ts); throws when it is set but not an http(s) URL. */
export function moyasarApiUrl(): string {
  const url = serverEnv().MOYASAR_API_URL;
  if (!url) throw new Error('MOYASAR_API_URL is not an http(s) URL');
  return url;
}
