/** What a change stream watches: one collection, one database, or the whole deployment (allChangesForCluster). */
import type { ChangeEntry } from './change-log';

export type StreamScope = { kind: 'collection'; db: string; coll: string } | { kind: 'database'; db: string } | { kind: 'cluster' };

const INTERNAL_DBS = new Set(['admin', 'config', 'local']);

export function inScope(e: ChangeEntry, s: StreamScope): boolean {
  if (s.kind === 'cluster') return !INTERNAL_DBS.has(e.db) && !(e.coll ?? '').startsWith('system.');
  if (e.db !== s.db) return false;
  if (s.kind === 'database') return !(e.coll ?? '').startsWith('system.');
  return e.coll === s.coll;
}

/** The entry that ends the stream with an invalidate event after it: its collection's drop, its database's drop. */
export function invalidates(e: ChangeEntry, s: StreamScope): boolean {
  if (s.kind === 'collection') return e.op === 'drop' && e.db === s.db && e.coll === s.coll;
  if (s.kind === 'database') return e.op === 'dropDatabase' && e.db === s.db;
  return false;
}
