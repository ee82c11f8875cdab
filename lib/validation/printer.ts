import { z } from './z';
import { objectId } from './object-id';
import { zm } from '../i18n/t';

/** The one kitchen of a menu without stations, where a station's id is expected (lib/kitchen/kitchen-tickets.ts ONE_KITCHEN). */
const ONE_KITCHEN = 'kitchen';

/** POST …/printers: `{ station, width: 80 | 58, kind: 'cloudprnt' | 'bridge' }`. */
export const printerSchema = z.object({
  station: z.union([z.literal(ONE_KITCHEN), objectId('station')]),
  width: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.union([z.literal(80), z.literal(58)], zm('printerWidth'))),
  kind: z.enum(['cloudprnt', 'bridge'], zm('printerKind')),
});
export type PrinterValues = z.output<typeof printerSchema>;

/** POST …/printers/{printerId}/reprint: the order whose tickets print again. */
export const reprintSchema = z.object({ order: z.string().regex(/^[0-9a-f]{32}$/, zm('invalidId', { field: 'order' })) });

/** The bridge's word on a job it was sent: printed, or failed (and why). */
export const bridgeJobSchema = z.object({ state: z.enum(['printed', 'failed'], zm('printJobState')), error: z.string().max(200).optional() });

/** What a CloudPRNT printer posts when it polls (Star's CloudPRNT protocol): only its status is read (the rest is dropped). */
export const cloudPrntPollSchema = z.object({ statusCode: z.string().max(200).optional(), printerMAC: z.string().max(64).optional() });
