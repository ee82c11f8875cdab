import { connectDb } from '../db';
import { ApiError } from '../api/errors';
import { serverEnv } from '../env';

/** How long the database may take to answer the health check's ping. */
const PING_TIMEOUT_MS = 2000;

/**
 * The app is healthy when its database answers a ping within 2 s (503 otherwise: a load balancer or the start script
 * must not send diners to an app whose database is gone). `instance` is the start script's per-start token
 * (APP_INSTANCE_ID), so it can tell its own child's answer from another process still holding the port.
 */
export async function checkHealth(): Promise<{ ok: true; instance: string | null }> {
  try {
    await withTimeout(
      (async () => {
        const mongoose = await connectDb();
        await mongoose.connection.db!.admin().ping();
      })(),
      PING_TIMEOUT_MS,
    );
  } catch {
    throw new ApiError(503, 'The database is not answering');
  }
  return { ok: true, instance: serverEnv().APP_INSTANCE_ID ?? null };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
