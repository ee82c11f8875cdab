/** Shared types and helpers for command handlers. */
import type { Store } from '../storage';
import type { CursorManager } from '../cursors';
import type { Doc } from '../values';
import { isPlainObject } from '../values';
import { evalExpr } from 'mingo/core';
import { err } from '../errors';
import { queryOptions } from '../matcher';
import type { ServerParams } from './params';
import type { ReplSetState } from '../replica-set';

export interface ConnectionInfo { id: number; remote: string }

export interface CommandContext {
  store: Store;
  cursors: CursorManager;
  db: string;
  conn: ConnectionInfo;
  startedAt: number;
  /** Counters reported by serverStatus.metrics.ttl (as mongod does). */
  ttl?: TtlStats;
  /** Commands received by name (serverStatus.metrics.commands). */
  commands?: CommandStats;
  /** Server parameters (setParameter/getParameter); owned by the server. */
  params: ServerParams;
  /** Set when the server runs as a one-node replica set (change streams, transactions). */
  replSet?: ReplSetState;
}

export interface TtlStats { passes: number; deletedDocuments: number }

export type CommandStats = Map<string, { total: number; failed: number }>;

export type Handler = (cmd: Doc, ctx: CommandContext) => Doc;

/** Fields every command may carry; they are accepted and ignored. */
const GENERIC = new Set([
  '$db', 'lsid', '$readPreference', '$clusterTime', 'writeConcern', 'readConcern', 'apiVersion', 'apiStrict',
  'apiDeprecationErrors', 'comment', 'maxTimeMS', '$client', '$audit', 'mayBypassWriteBlocking', 'databaseName',
  // sessions (server.ts refuses them on a standalone server, as mongod does)
  'txnNumber', 'autocommit', 'startTransaction', 'stmtId', 'stmtIds',
]);

/** Rejects fields mongod would not accept for this command (IDL "unknown field" error). */
export function checkFields(cmd: Doc, name: string, allowed: string[]): void {
  const keys = Object.keys(cmd);
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    if (GENERIC.has(k) || allowed.includes(k)) continue;
    throw err(40415, `BSON field '${name}.${k}' is an unknown field.`);
  }
}

export function collName(cmd: Doc, name: string): string {
  const v = cmd[name];
  if (typeof v !== 'string') throw err(73, `collection name has invalid type ${v === null ? 'null' : typeof v}`);
  if (!v || v.includes('\0') || v.includes('$')) throw err(73, `Invalid namespace specified '${String(v)}'`);
  return v;
}

export function optDoc(cmd: Doc, field: string, name: string): Doc | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw err(14, `BSON field '${name}.${field}' is the wrong type '${Array.isArray(v) ? 'array' : typeof v}', expected type 'object'`);
  return v;
}

export function optNumber(cmd: Doc, field: string, name: string): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  const n = typeof v === 'number' ? v : typeof (v as { valueOf(): unknown }).valueOf() === 'number' ? Number((v as { valueOf(): unknown }).valueOf()) : typeof (v as { toNumber?: () => number }).toNumber === 'function' ? (v as { toNumber: () => number }).toNumber() : NaN;
  if (Number.isNaN(n)) throw err(14, `BSON field '${name}.${field}' is the wrong type '${typeof v}', expected types '[long, int, decimal, double]'`);
  return n;
}

/**
 * The `let` option of a command: variables for $expr and pipeline expressions ($$name).
 * Each value is an expression evaluated once, without a document (`{$toUpper: 'x'}`, `'$$NOW'`).
 */
export function letVars(cmd: Doc): Doc | undefined {
  const v = cmd.let;
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw err(14, "BSON field 'let' is the wrong type, expected type 'object'");
  const out: Doc = {};
  for (const [k, expr] of Object.entries(v)) out[k] = evalExpr({}, expr, queryOptions());
  return out;
}

/** The default collation of the collection a command names (undefined: simple). */
export function defaultCollation(ctx: CommandContext, coll: unknown): unknown {
  return typeof coll === 'string' ? ctx.store.getCollection(ctx.db, coll)?.options.collation : undefined;
}
