import mongoose from 'mongoose';
import { connectDb } from '../db';

/** GridFS bucket holding every uploaded image, shared by all app instances. */
export const UPLOADS_BUCKET = 'uploads';

/** Metadata stored with each GridFS file. */
export interface StoredImageMeta {
  contentType: string;
  width: number;
  height: number;
  /** Hex SHA-256 of the stored bytes: the strong ETag. */
  sha256: string;
  kind: string;
  variant: 'full' | 'small';
  /** The menu the image was uploaded to (hex id); absent for seeded images and those stored by older versions. */
  menu?: string;
}

/** The `uploads` GridFS bucket on the app's one connection. */
export async function uploadsBucket(): Promise<mongoose.mongo.GridFSBucket> {
  await connectDb();
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database connection is not ready');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: UPLOADS_BUCKET });
}
