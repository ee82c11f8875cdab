/** Handshake, monitoring and server-info commands. */
import * as os from 'node:os';
import { Long } from 'bson';
import type { CommandContext, Handler } from './context';
import type { Doc } from '../values';
import { bsonSize } from '../values';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE } from '../wire';
import { replSetHelloFields } from '../replset/hello-fields';
import { err } from '../errors';
import type { TransactionCounts } from '../transactions/sessions';

export const MAX_WIRE_VERSION = 21; // MongoDB 7.0
export const VERSION = '7.0.0';

function hello(legacy: boolean): Handler {
  return (cmd: Doc, ctx: CommandContext) => ({
    helloOk: true,
    [legacy ? 'ismaster' : 'isWritablePrimary']: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.conn.id,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ...(ctx.replSet ? replSetHelloFields(ctx.replSet, legacy) : {}),
    ok: 1,
  });
}

const buildInfo: Handler = () => ({
  version: VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  javascriptEngine: 'none',
  storageEngines: ['embedded'],
  modules: [],
  openssl: { running: 'disabled', compiled: 'disabled' },
  buildEnvironment: {},
  allocator: 'system',
  ok: 1,
});

const listDatabases: Handler = (cmd, ctx) => {
  const databases: Doc[] = [];
  let total = 0;
  for (const [name, colls] of ctx.store.dbs) {
    let size = 0;
    if (!cmd.nameOnly) for (const c of colls.values()) for (const d of c.docs.values()) size += bsonSize(d);
    total += size;
    databases.push(cmd.nameOnly ? { name } : { name, sizeOnDisk: size, empty: size === 0 });
  }
  return cmd.nameOnly ? { databases, ok: 1 } : { databases, totalSize: total, totalSizeMb: Math.round(total / 1048576), ok: 1 };
};

export const adminHandlers: Record<string, Handler> = {
  hello: hello(false),
  isMaster: hello(true),
  ismaster: hello(true),
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  endSessions: (cmd, ctx) => { if (Array.isArray(cmd.endSessions)) ctx.replSet?.sessions.endSessions(cmd.endSessions); return { ok: 1 }; },
  killSessions: (cmd, ctx) => { if (Array.isArray(cmd.killSessions)) ctx.replSet?.sessions.endSessions(cmd.killSessions); return { ok: 1 }; },
  // Answered by the sessions (server.ts) when they carry a transaction; alone they name none.
  commitTransaction: () => { throw err(251, 'commitTransaction needs lsid, txnNumber and autocommit: false'); },
  abortTransaction: () => { throw err(251, 'abortTransaction needs lsid, txnNumber and autocommit: false'); },
  killAllSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  listDatabases,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_c, ctx) => ({ you: ctx.conn.remote, ok: 1 }),
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: os.hostname(), cpuAddrSize: 64, numCores: os.cpus().length },
    os: { type: process.platform, name: process.platform },
    extra: {},
    ok: 1,
  }),
  serverStatus: (_c, ctx) => ({
    host: os.hostname(),
    version: VERSION,
    process: 'mongod',
    pid: Long.fromNumber(process.pid),
    uptime: Math.floor((Date.now() - ctx.startedAt) / 1000),
    uptimeMillis: Long.fromNumber(Date.now() - ctx.startedAt),
    localTime: new Date(),
    connections: {},
    ...(ctx.replSet ? { transactions: { ...transactionCounts(ctx.replSet.sessions.counts), currentOpen: Long.fromNumber(ctx.replSet.sessions.currentOpen) } } : {}),
    metrics: {
      ttl: { deletedDocuments: Long.fromNumber(ctx.ttl?.deletedDocuments ?? 0), passes: Long.fromNumber(ctx.ttl?.passes ?? 0) },
      commands: Object.fromEntries([...(ctx.commands ?? [])].map(([name, s]) => [name, { failed: Long.fromNumber(s.failed), total: Long.fromNumber(s.total) }])),
    },
    ok: 1,
  }),
  getCmdLineOpts: () => ({ argv: [], parsed: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
};

function transactionCounts(c: TransactionCounts): Doc {
  return { totalStarted: Long.fromNumber(c.totalStarted), totalCommitted: Long.fromNumber(c.totalCommitted), totalAborted: Long.fromNumber(c.totalAborted) };
}
