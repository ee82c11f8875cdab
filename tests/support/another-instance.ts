import { freePort, startApp, type AppProcess } from '../../scripts/lib/app-process';
import { TEST_WEBHOOK_ENV } from './stack';

/**
 * Another app server on the test stack's database (the cluster, dev-mode and live-order tests): production unless
 * `dev`, its own port, the test secret, the stack's webhook settings. `env` adds to or overrides the environment.
 */
export async function startAnotherInstance(opts: { dev?: boolean; env?: Record<string, string> } = {}): Promise<AppProcess> {
  const port = await freePort();
  return startApp({
    port,
    dev: opts.dev,
    env: {
      NODE_ENV: opts.dev ? 'development' : 'production',
      MONGODB_URI: process.env.TEST_MONGODB_URI,
      NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      ...TEST_WEBHOOK_ENV,
      ...opts.env,
    },
  });
}
