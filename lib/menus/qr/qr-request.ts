import { z } from '../../validation/z';
import { QR_FORMATS, QR_LINKS } from './menu-links';
import { zm } from '../../i18n/t';
import { objectId } from '../../validation/object-id';

const COPIES = zm('numberBetween', { field: 'copies', min: 1, max: 50 });

/**
 * Query of GET …/qr: which link (short by default, long when the menu has no short name) and which file; with `table`,
 * that table's link.
 */
export const qrQuerySchema = z.object({
  link: z.enum(QR_LINKS, zm('oneOf', { field: 'link', options: QR_LINKS.join(', ') })).default('short'),
  format: z.enum(QR_FORMATS, zm('oneOf', { field: 'format', options: QR_FORMATS.join(', ') })).default('png'),
  table: objectId('table').optional(),
});

/** Query of GET …/qr/cards: how many cards (pages) to print, or `tables=all`: one card for each of the menu's tables. */
export const tableCardsQuerySchema = z.object({
  copies: z.coerce.number(COPIES).int(COPIES).min(1, COPIES).max(50, COPIES).default(1),
  tables: z.enum(['all'], zm('oneOf', { field: 'tables', options: 'all' })).optional(),
});

export function download(body: Buffer | string, type: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
  });
}
