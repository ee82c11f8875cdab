import type mongoose from 'mongoose';
import { uploadsBucket, type StoredImageMeta } from './uploads-bucket';
import { isStoredImageName } from '../shared/upload-urls';

export interface StoredImageFile {
  id: mongoose.Types.ObjectId;
  length: number;
  uploadDate: Date;
  meta: StoredImageMeta;
  /** The bytes, streamed from GridFS. */
  open(): NodeJS.ReadableStream;
}

/** The stored file for a public name, or null when the name is malformed or unknown. */
export async function findStoredImage(name: string): Promise<StoredImageFile | null> {
  if (!isStoredImageName(name)) return null;
  const bucket = await uploadsBucket();
  const [file] = await bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
  if (!file) return null;
  return {
    id: file._id,
    length: file.length,
    uploadDate: file.uploadDate,
    meta: (file.metadata ?? {}) as StoredImageMeta,
    open: () => bucket.openDownloadStream(file._id),
  };
}
