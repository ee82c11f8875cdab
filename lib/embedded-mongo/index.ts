/**
 * Embedded MongoDB-compatible server: speaks the wire protocol over TCP so the official
 * driver and Mongoose connect to it exactly as to a standalone mongod.
 */
import { Store } from './storage';
import { Persistence } from './journal';
import { MongoServer } from './server';

export interface EmbeddedMongoOptions {
  /** 0 = random free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Directory for journal + snapshot; omitted = in-memory. */
  dbpath?: string;
  quiet?: boolean;
  /** Journal size that triggers compaction into a snapshot (default 64 MB). */
  compactBytes?: number;
  /** TTL monitor period (default 60 000 ms, like mongod's ttlMonitorSleepSecs). Tests use a short one. */
  ttlMonitorIntervalMs?: number;
}

export interface EmbeddedMongo {
  /** e.g. mongodb://127.0.0.1:PORT/ (append a database name). */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function start(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const store = new Store();
  const log = opts.quiet ? undefined : (m: string) => process.stderr.write(`[embedded-mongo] ${m}\n`);
  let persistence: Persistence | undefined;
  if (opts.dbpath) {
    persistence = new Persistence(opts.dbpath, store, { compactBytes: opts.compactBytes, log });
    await persistence.open();
  }
  const server = new MongoServer(store, persistence, { quiet: opts.quiet, ttlMonitorIntervalMs: opts.ttlMonitorIntervalMs });
  let port: number;
  try {
    port = await server.listen(opts.port ?? 0, host);
  } catch (e) {
    await server.stop();
    throw e;
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${urlHost}:${port}/`,
    port,
    stop: () => (stopped ??= server.stop()),
  };
}
