import { startStack, type Stack } from '../../tests/support/stack';

export default async function globalSetup() {
  const stack = await startStack({ port: Number(process.env.E2E_PORT) });
  (globalThis as unknown as { __stack: Stack }).__stack = stack;
}
