import { deleteImage } from '../../uploads/delete-image';
import { imageInUse } from '../../uploads/image-in-use';

/**
 * After an item, section or image is removed: deletes the stored files no menu shows any more. Best effort — a file
 * left behind is harmless, so a failure here never fails the edit that already succeeded.
 */
export async function releaseImages(names: (string | null | undefined)[]): Promise<void> {
  for (const name of new Set(names.filter((n): n is string => !!n))) {
    try {
      if (!(await imageInUse(name))) await deleteImage(name);
    } catch {
      // keep the file; nothing the owner can do about it
    }
  }
}
