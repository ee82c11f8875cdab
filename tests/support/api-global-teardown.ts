import type { Stack } from './stack';

export default async function globalTeardown() {
  await (globalThis as unknown as { __stack?: Stack }).__stack?.stop();
}
