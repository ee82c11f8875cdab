import { DINER_ORDER_STEPS, type DinerOrderStatus } from '@/lib/shared/diner-order-rules';

const STEPS: readonly DinerOrderStatus[] = DINER_ORDER_STEPS;
const READY = STEPS.indexOf('ready');

/**
 * The statuses an order's card offers, one tap each: every step ahead up to 'ready' (a new order: accept, start,
 * ready), then 'served' once ready. The server allows a step to be skipped (lib/shared/diner-order-rules.ts).
 */
export function stepsAhead(status: DinerOrderStatus): DinerOrderStatus[] {
  const i = STEPS.indexOf(status);
  if (i < 0 || i >= STEPS.length - 1) return [];
  return i >= READY ? [STEPS[i + 1]] : STEPS.slice(i + 1, READY + 1);
}
