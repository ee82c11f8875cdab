import mongoose, { type ClientSession } from 'mongoose';
import { migrateAdminIds } from './migrations/admin-ids';
import { serverEnv } from './env';

type Cached = { promise: Promise<typeof mongoose> | null };
const globalCache = globalThis as unknown as { __qrMenuMongoose?: Cached };
const cache: Cached = globalCache.__qrMenuMongoose ?? (globalCache.__qrMenuMongoose = { promise: null });

/** The database name used when MONGODB_URI carries none. */
export const DEFAULT_DB_NAME = 'qrmenu';

/**
 * The one Mongoose connection, created on first use and reused across hot reloads and requests.
 * MONGODB_URI is a real MongoDB in production; the start script points it at the embedded server otherwise.
 */
export async function connectDb(): Promise<typeof mongoose> {
  const uri = serverEnv().MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set: run the app through `npm start` or set it to a MongoDB server');
  if (!cache.promise) {
    const hasDbName = /^mongodb(\+srv)?:\/\/[^/]+\/[^?]+/.test(uri);
    cache.promise = mongoose
      .connect(uri, { dbName: hasDbName ? undefined : DEFAULT_DB_NAME, serverSelectionTimeoutMS: 10_000 })
      // Stored data of earlier versions brought up to date before the first use (menus' admins by user id).
      .then(async (m) => (await migrateAdminIds(m.connection), m))
      .catch((err) => {
        cache.promise = null;
        throw err;
      });
  }
  return cache.promise;
}

/**
 * Runs `fn` as one multi-document transaction on the one connection (Mongoose's `connection.transaction()`, the
 * driver's `withTransaction`): every write `fn` makes with the session commits together or not at all, and a
 * transient conflict (another transaction wrote the same document: WriteConflict) or a commit whose answer was lost
 * runs `fn` again from the start, so `fn` must only read and write through the session. Needs a replica set (a
 * standalone mongod refuses transactions: README's "Database").
 */
export async function inTransaction<T>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
  const m = await connectDb();
  return m.connection.transaction(fn);
}
