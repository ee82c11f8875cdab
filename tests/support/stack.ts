import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start as startEmbeddedMongo } from '@qrmenu/embedded-mongo';
import { freePort, startApp } from '../../scripts/lib/app-process';
import { EMBEDDED_REPL_SET } from '../../scripts/lib/embedded-repl-set';
import { startMailbox } from './mailbox';

/** The bcrypt cost the test stack's app hashes with (production: 12, never below 10; see lib/users/hash-password.ts). */
export const TEST_BCRYPT_ROUNDS = 4;
/** The environment that lets a test process hash at that cost (lib/users/hash-password.ts): the app's, and the demo seed's in e2e. */
export const TEST_BCRYPT_ENV = { BCRYPT_ROUNDS: String(TEST_BCRYPT_ROUNDS), BCRYPT_TEST_COST: '1' };

export interface Stack {
  baseUrl: string;
  mongoUri: string;
  mailboxDir: string;
  stop(): Promise<void>;
}

/**
 * Everything the API and e2e tests drive, for real: the database (the embedded server in memory, or MONGODB_URI
 * when set), a loopback SMTP server, and the production build of the app (`next build` must have run).
 * The addresses are exported as TEST_* environment variables for the test workers.
 */
/** The provider's contact the test stack's app is given (PROVIDER_PHONE, PROVIDER_EMAIL). */
export const TEST_PROVIDER_CONTACT = { phone: '+962791110000', email: 'sales@qrmenu.test' };

/** The webhooks' retry schedule and an API key's rate in the test stack's app (tests/api/webhooks.test.ts, api-keys.test.ts). */
export const TEST_WEBHOOK_RETRY_DELAYS_MS = [400, 800];
/**
 * Webhooks on the test stack: the tests' receiver listens on loopback, and retries come within a second or two. Every
 * app on the test database has them (tests/support/another-instance.ts): any instance's outbox sends any delivery of
 * its database, as a deployment's instances, which share their settings, do.
 */
export const TEST_WEBHOOK_ENV = {
  WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
  WEBHOOKS_RETRY_DELAYS_MS: TEST_WEBHOOK_RETRY_DELAYS_MS.join(','),
  WEBHOOKS_TIMEOUT_MS: '3000',
};
export const TEST_API_KEY_REQUESTS_PER_MINUTE = 40;

export async function startStack(opts: { port?: number } = {}): Promise<Stack> {
  const stops: Array<() => Promise<void>> = [];
  let mongoUri = process.env.MONGODB_URI;
  if (!mongoUri) {
    // A one-node replica set, as npm start runs it: the app's transactions and change streams need one.
    const db = await startEmbeddedMongo({ quiet: true, replSet: EMBEDDED_REPL_SET });
    stops.push(() => db.stop());
    mongoUri = db.clientUri('qrmenu_test');
  }
  const mailboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-mail-'));
  const mailbox = await startMailbox(mailboxDir);
  stops.push(() => mailbox.stop());

  const port = opts.port ?? (await freePort());
  const app = await startApp({
    port,
    env: {
      NODE_ENV: 'production',
      MONGODB_URI: mongoUri,
      NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_FROM: 'QR Menu <no-reply@qrmenu.test>',
      TRUST_PROXY: '1',
      // A low bcrypt cost for the test stack only (lib/users/hash-password.ts): the production cost stays 12.
      ...TEST_BCRYPT_ENV,
      // The demo's setting: numbers without a country code are Jordanian. Unset, the spec's US applies.
      NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY: 'JO',
      // The provider's contact, shown where a restaurant needs the provider (a first menu, a higher plan).
      PROVIDER_PHONE: TEST_PROVIDER_CONTACT.phone,
      PROVIDER_EMAIL: TEST_PROVIDER_CONTACT.email,
      ...TEST_WEBHOOK_ENV,
      API_KEY_REQUESTS_PER_MINUTE: String(TEST_API_KEY_REQUESTS_PER_MINUTE),
    },
  });
  stops.unshift(() => app.stop());

  process.env.TEST_BASE_URL = app.url;
  process.env.TEST_APP_PID = String(app.child.pid);
  process.env.TEST_MONGODB_URI = mongoUri;
  process.env.TEST_MAILBOX_DIR = mailboxDir;

  return {
    baseUrl: app.url,
    mongoUri,
    mailboxDir,
    async stop() {
      for (const s of stops) await s().catch(() => undefined);
      fs.rmSync(mailboxDir, { recursive: true, force: true });
    },
  };
}
