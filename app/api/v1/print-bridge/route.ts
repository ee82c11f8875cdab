import { route } from '@/lib/route/route';
import { sseResponse } from '@/lib/api/sse-response';
import { printerOfKey } from '@/lib/printers/find-printer';
import { streamBridgeJobs } from '@/lib/printers/bridge-stream';
import { bridgeKeyOf } from '@/lib/printers/bridge-key';

/**
 * The print bridge's stream (`npm run print-bridge`): its printer's jobs as Server-Sent Events `job`
 * (ESC/POS bytes). Public by design: the printer's key, in `Authorization: Bearer …`, names the printer.
 */
export const GET = route({ access: 'public', ownAuthorization: true }, async ({ req, clientKey }) => {
  const printer = await printerOfKey(bridgeKeyOf(req), 'bridge');
  return sseResponse({ signal: req.signal, client: clientKey }, (send) => streamBridgeJobs(printer, (job) => send('job', job)));
});
