import type { Stack } from '../../tests/support/stack';

export default async function globalTeardown() {
  await (globalThis as unknown as { __stack?: Stack }).__stack?.stop();
}
