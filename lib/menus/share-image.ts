import sharp from 'sharp';
import { findStoredImage } from '../uploads/find-stored-image';
import { runImageJob } from '../uploads/image-jobs';
import type { PublicMenu } from './public-menu';

/** Open Graph's recommended size: what WhatsApp and Facebook show large without cropping. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/**
 * The menu's share picture, 1200×630 JPEG: its header image cropped to fill, or its logo centred on the menu's main
 * colour; null when the menu has neither.
 */
export async function renderShareImage(menu: PublicMenu): Promise<Buffer | null> {
  return runImageJob(() => draw(menu));
}

async function draw(menu: PublicMenu): Promise<Buffer | null> {
  const hero = menu.menuMainImage ? await findStoredImage(menu.menuMainImage) : null;
  if (hero) {
    return sharp(await readAll(hero.open())).resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
  const logo = menu.institution.logo ? await findStoredImage(menu.institution.logo) : null;
  if (!logo) return null;
  const mark = await sharp(await readAll(logo.open())).resize(420, 420, { fit: 'contain', background: menu.colors.mainColor }).toBuffer();
  return sharp({ create: { ...SHARE_IMAGE, channels: 3, background: menu.colors.mainColor } })
    .composite([{ input: mark, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
