import { z } from '../../validation/z';
import { QR_FORMATS, QR_LINKS } from './menu-links';

/** Query of GET …/qr: which link (short by default, long when the menu has no short name) and which file. */
export const qrQuerySchema = z.object({
  link: z.enum(QR_LINKS, { error: 'link must be short or long' }).default('short'),
  format: z.enum(QR_FORMATS, { error: 'format must be png or svg' }).default('png'),
});

/** Query of GET …/qr/cards: how many cards (pages) to print. */
export const tableCardsQuerySchema = z.object({
  copies: z.coerce.number({ error: 'copies must be a number from 1 to 50' }).int().min(1, 'copies must be a number from 1 to 50').max(50, 'copies must be a number from 1 to 50').default(1),
});

export function download(body: Buffer | string, type: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
  });
}
