import { z } from './z';
import { numberField } from './number-field';
import { zm } from '../i18n/t';

/**
 * PUT /api/v1/tickets/{ticketId}: `{ bumped }` bumps the whole ticket (true) or takes it back (false);
 * `{ line, bumped }` one of its lines, by its place in the ticket's lines (0 first).
 */
export const ticketBumpSchema = z.object({
  bumped: z.boolean(zm('trueOrFalse', { field: 'bumped' })),
  line: numberField('line')
    .pipe(z.number().int(zm('wholeNumber', { field: 'line' })).min(0, zm('notNegative', { field: 'line' })).max(999, zm('atMost', { field: 'line', max: 999 })))
    .optional(),
});
export type TicketBump = z.output<typeof ticketBumpSchema>;
