import sharp from 'sharp';
import { findStoredImage } from '../../uploads/find-stored-image';
import { runImageJob } from '../../uploads/image-jobs';

/** A stored logo as a square PNG for the PDF (pdfkit reads PNG and JPEG, uploads are WebP); null when there is none. */
export async function logoPng(name: string | null | undefined): Promise<Buffer | null> {
  if (!name) return null;
  const file = await findStoredImage(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.open()) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  return runImageJob(() => sharp(bytes).resize(240, 240, { fit: 'cover' }).png().toBuffer());
}
