import { uploadsBucket } from './uploads-bucket';
import { isStoredImageName, smallImageName } from '../shared/upload-urls';

/**
 * Removes a stored image and its small variant. Names that are not ours (empty, external URLs) are ignored, and so
 * are files already gone: deleting is idempotent.
 */
export async function deleteImage(name: string | null | undefined): Promise<void> {
  if (!isStoredImageName(name)) return;
  const bucket = await uploadsBucket();
  const names = [...new Set([name, smallImageName(name)])];
  const files = await bucket.find({ filename: { $in: names } }, { projection: { _id: 1 } }).toArray();
  for (const f of files) {
    await bucket.delete(f._id).catch(() => undefined);
  }
}
