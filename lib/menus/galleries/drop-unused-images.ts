import { deleteImage } from '../../uploads/delete-image';
import { imageInUse } from '../../uploads/image-in-use';

/** Deletes the stored files of images a write removed, unless some menu still shows them. */
export async function dropUnusedImages(names: (string | null | undefined)[]): Promise<void> {
  for (const name of new Set(names)) {
    if (name && !(await imageInUse(name))) await deleteImage(name);
  }
}
