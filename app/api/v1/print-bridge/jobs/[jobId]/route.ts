import { route } from '@/lib/route/route';
import { bridgeJobSchema } from '@/lib/validation/printer';
import { printerOfKey } from '@/lib/printers/find-printer';
import { bridgeKeyOf } from '@/lib/printers/bridge-key';
import { markDone } from '@/lib/printers/print-jobs';

/** The bridge says how a job it was sent went: `{ state: 'printed' | 'failed', error? }` (its key as for the stream). */
export const PUT = route({ access: 'public', ownAuthorization: true, body: bridgeJobSchema }, async ({ req, params, body }) => {
  const printer = await printerOfKey(bridgeKeyOf(req), 'bridge');
  await markDone(printer._id, params.jobId, body.state === 'printed', body.error ?? '');
  return { job: params.jobId, state: body.state };
});
