import { z } from '../../validation/z';
import { QR_FORMATS, QR_LINKS } from './menu-links';
import { zm } from '../../i18n/t';

const COPIES = zm('numberBetween', { field: 'copies', min: 1, max: 50 });

/** Query of GET …/qr: which link (short by default, long when the menu has no short name) and which file. */
export const qrQuerySchema = z.object({
  link: z.enum(QR_LINKS, zm('oneOf', { field: 'link', options: QR_LINKS.join(', ') })).default('short'),
  format: z.enum(QR_FORMATS, zm('oneOf', { field: 'format', options: QR_FORMATS.join(', ') })).default('png'),
});

/** Query of GET …/qr/cards: how many cards (pages) to print. */
export const tableCardsQuerySchema = z.object({
  copies: z.coerce.number(COPIES).int(COPIES).min(1, COPIES).max(50, COPIES).default(1),
});

export function download(body: Buffer | string, type: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
  });
}
