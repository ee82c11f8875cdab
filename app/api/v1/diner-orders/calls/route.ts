import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { tableCallSchema } from '@/lib/validation/diner-order';
import { callFromTable } from '@/lib/diner-orders/table-calls';

/** Public by design: a diner at a table calls the waiter or asks for the bill (limited per client and table). */
export const POST = route({ access: 'public', body: tableCallSchema }, async ({ body, clientKey }) => ok({ data: await callFromTable(body, clientKey) }, 201));
