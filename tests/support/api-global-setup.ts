import { startStack, type Stack } from './stack';

export default async function globalSetup() {
  const stack = await startStack();
  (globalThis as unknown as { __stack: Stack }).__stack = stack;
}
