/**
 * Runs once when the app's server starts (Next calls it at prepare): webhook deliveries that were pending when the last
 * process stopped are sent (lib/webhooks/outbox.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { resumeWebhookDeliveries } = await import('./lib/webhooks/outbox');
  resumeWebhookDeliveries();
}
