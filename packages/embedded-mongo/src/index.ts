/**
 * Embedded MongoDB-compatible server: speaks the wire protocol over TCP so the official
 * driver and Mongoose connect to it exactly as to a standalone mongod.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Store } from './storage';
import { Persistence, type CompactionStage } from './journal';
import { MongoServer } from './server';
import type { ChangeLogOptions } from './change-streams/change-log';
import { createReplSet } from './replica-set';

export { setDatabaseGcFlags } from './gc-schedule';
export { compactionSettled } from './journal';

export interface EmbeddedMongoOptions {
  /** 0 = random free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Listen on this Unix domain socket instead of TCP: its folder is made owner-only (0700) and the socket 0600, so
   * only the user running the app can connect. The uri is then `mongodb://<percent-encoded path>/`.
   */
  socketPath?: string;
  /** Directory for journal + snapshot; omitted = in-memory. */
  dbpath?: string;
  quiet?: boolean;
  /** Journal size that triggers compaction into a snapshot (default 64 MB). */
  compactBytes?: number;
  /** TTL monitor period (default 60 000 ms, like mongod's ttlMonitorSleepSecs). Tests use a short one. */
  ttlMonitorIntervalMs?: number;
  /**
   * Run as a one-node replica set of this name (its own primary): change streams, transactions, retryable writes.
   * Clients add `replicaSet=<name>` to the URI. Omitted: a standalone server.
   */
  replSet?: string;
  /** Bounds of the change log that change streams read (size, age); with a dbpath it survives a restart. */
  changeLog?: ChangeLogOptions;
  /** Awaited at each stage of a background compaction: tests pause there to look at the files a crash would leave. */
  onCompactionStage?: (stage: CompactionStage) => void | Promise<void>;
}

export interface EmbeddedMongo {
  /** e.g. mongodb://127.0.0.1:PORT/ (append a database name). */
  uri: string;
  port: number;
  /** The replica set's name when started with `replSet`. */
  replSet?: string;
  /**
   * A client's URI for one database: `uri` + the name, and `?replicaSet=<name>` in replica set mode; on a Unix socket
   * `?directConnection=true` instead (one node by definition: a driver in another process that then dialled the
   * socket named in `hosts` failed with ENOENT), which still sees a replica set primary (sessions, transactions, change
   * streams).
   */
  clientUri(dbName?: string): string;
  stop(): Promise<void>;
}

const clientUriOf = (uri: string, replSet: string | undefined, socket = false) => (dbName = '') =>
  `${uri}${encodeURIComponent(dbName)}${replSet ? (socket ? '?directConnection=true' : `?replicaSet=${encodeURIComponent(replSet)}`) : ''}`;

async function listenOnPrivateSocket(server: MongoServer, socketPath: string): Promise<void> {
  const dir = path.dirname(socketPath);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  fs.rmSync(socketPath, { force: true }); // a socket file left by a killed run
  await server.listenOnSocket(socketPath);
  fs.chmodSync(socketPath, 0o600);
}

export async function start(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const store = new Store();
  const log = opts.quiet ? undefined : (m: string) => process.stderr.write(`[embedded-mongo] ${m}\n`);
  let persistence: Persistence | undefined;
  if (opts.dbpath) {
    persistence = new Persistence(opts.dbpath, store, { compactBytes: opts.compactBytes, log, onCompactionStage: opts.onCompactionStage });
    await persistence.open();
    // Every index's ordered entries before the first command, not at the first query that needs them (see createIndex).
    const began = Date.now();
    store.buildIndexes();
    if (Date.now() - began > 1000) log?.(`built the indexes of the loaded data in ${Date.now() - began} ms`);
  }
  const replSet = opts.replSet ? createReplSet(opts.replSet, store, { dbpath: opts.dbpath, changeLog: opts.changeLog }) : undefined;
  const server = new MongoServer(store, persistence, { quiet: opts.quiet, ttlMonitorIntervalMs: opts.ttlMonitorIntervalMs, replSet });
  if (opts.socketPath) {
    try {
      await listenOnPrivateSocket(server, opts.socketPath);
    } catch (e) {
      await server.stop();
      throw e;
    }
    let closed: Promise<void> | undefined;
    if (replSet) replSet.me = opts.socketPath;
    const uri = `mongodb://${encodeURIComponent(opts.socketPath)}/`;
    return { uri, port: 0, replSet: opts.replSet, clientUri: clientUriOf(uri, opts.replSet, true), stop: () => (closed ??= server.stop()) };
  }
  let port: number;
  try {
    port = await server.listen(opts.port ?? 0, host);
  } catch (e) {
    await server.stop();
    throw e;
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  if (replSet) replSet.me = `${urlHost}:${port}`;
  let stopped: Promise<void> | undefined;
  const uri = `mongodb://${urlHost}:${port}/`;
  return {
    uri,
    port,
    replSet: opts.replSet,
    clientUri: clientUriOf(uri, opts.replSet),
    stop: () => (stopped ??= server.stop()),
  };
}
