/**
 * Change stream cursors: `aggregate` with a leading `$changeStream` opens one over a collection, a database
 * (`aggregate: 1`) or the deployment (`aggregate: 1` on admin with `allChangesForCluster`); each batch reads the change
 * log after the cursor's position, turns entries into events, runs the rest of the pipeline ($match, $project, ...)
 * over them, and reports a postBatchResumeToken. The server makes an empty getMore wait (awaitData) for the next
 * change (server.ts), so a watcher is woken by a write rather than polling.
 */
import { Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { err, toCommandError } from '../errors';
import { aggregate as runPipeline, isKnownStage } from '../matcher';
import type { Store } from '../storage';
import { clone, Doc, isPlainObject, valuesEqual } from '../values';
import { Tick, toTick } from '../replset/cluster-clock';
import type { ChangeLog } from './change-log';
import { BeforeChangeMode, EventOptions, eventDoc, FullDocumentMode, invalidateDoc } from './event-doc';
import { decodeToken, encodeToken } from './resume-token';
import { inScope, invalidates, StreamScope } from './stream-scope';

interface StreamCursor {
  id: Long;
  ns: string;
  scope: StreamScope;
  /** The tick of the last log entry examined: the next batch starts after it. */
  pos: Tick;
  pipeline: Doc[];
  opts: EventOptions;
  /** Resumed from the token of the drop that ends this stream: the invalidate comes first. */
  pendingInvalidate: boolean;
  closed: boolean;
  token: { _data: string };
  lastUsed: number;
}

const SPEC_FIELDS = ['fullDocument', 'fullDocumentBeforeChange', 'resumeAfter', 'startAfter', 'startAtOperationTime', 'allChangesForCluster', 'showExpandedEvents'];
const FULL_DOCUMENT: FullDocumentMode[] = ['default', 'updateLookup', 'whenAvailable', 'required'];
const BEFORE_CHANGE: BeforeChangeMode[] = ['off', 'whenAvailable', 'required'];
/** The stages mongod allows after $changeStream. */
const ALLOWED_STAGES = new Set(['$match', '$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$redact']);
const IDLE_MS = 10 * 60 * 1000;
const CURSOR_ID_FLOOR = Long.fromBits(0, 0x40000000);

export class ChangeStreams {
  private readonly cursors = new Map<string, StreamCursor>();

  constructor(private readonly log: ChangeLog) {}

  has(id: unknown): boolean {
    return id instanceof Long && this.cursors.has(id.toString());
  }

  private newId(): Long {
    let id: Long;
    do id = Long.fromBytesLE([...randomBytes(8)]).and(Long.MAX_VALUE).or(CURSOR_ID_FLOOR);
    while (this.cursors.has(id.toString()));
    return id;
  }

  /** `aggregate` whose pipeline starts with $changeStream: the reply with the first batch. */
  open(cmd: Doc, db: string, store: Store): Doc {
    this.reap();
    const pipeline = cmd.pipeline as Doc[];
    const spec = pipeline[0].$changeStream;
    if (!isPlainObject(spec)) throw err(14, "the $changeStream stage takes an object");
    for (const k of Object.keys(spec)) if (!SPEC_FIELDS.includes(k)) throw err(40415, `BSON field '$changeStream.${k}' is an unknown field.`);
    const fullDocument = (spec.fullDocument ?? 'default') as FullDocumentMode;
    if (!FULL_DOCUMENT.includes(fullDocument)) throw err(2, `'${String(spec.fullDocument)}' is not a valid value for fullDocument`);
    const before = (spec.fullDocumentBeforeChange ?? 'off') as BeforeChangeMode;
    if (!BEFORE_CHANGE.includes(before)) throw err(2, `'${String(spec.fullDocumentBeforeChange)}' is not a valid value for fullDocumentBeforeChange`);
    const scope = scopeOf(cmd.aggregate, db, spec.allChangesForCluster === true);
    const rest = pipeline.slice(1);
    for (const stage of rest) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !isKnownStage(name)) throw err(40324, `Unrecognized pipeline stage name: '${String(name)}'`);
      if (!ALLOWED_STAGES.has(name)) throw err(ILLEGAL_STAGE, `${name} is not permitted in a $changeStream pipeline`);
    }
    const c: StreamCursor = {
      id: this.newId(),
      ns: scope.kind === 'collection' ? `${db}.${scope.coll}` : `${db}.$cmd.aggregate`,
      scope,
      pos: this.log.latest,
      pipeline: rest,
      opts: { fullDocument, fullDocumentBeforeChange: before },
      pendingInvalidate: false,
      closed: false,
      token: { _data: '' },
      lastUsed: Date.now(),
    };
    this.startPosition(c, spec);
    c.token = encodeToken(c.pos, 'highWater');
    const bs = isPlainObject(cmd.cursor) ? (cmd.cursor as Doc).batchSize : undefined;
    const firstBatch = bs === 0 ? [] : this.batch(c, typeof bs === 'number' ? bs : undefined, store);
    const id = c.closed ? Long.ZERO : c.id;
    if (!c.closed) this.cursors.set(c.id.toString(), c);
    return { cursor: { firstBatch, postBatchResumeToken: c.token, id, ns: c.ns }, ok: 1 };
  }

  private startPosition(c: StreamCursor, spec: Doc): void {
    const given = ['resumeAfter', 'startAfter', 'startAtOperationTime'].filter((k) => spec[k] !== undefined);
    if (given.length > 1) throw err(40674, 'Only one type of resume option is allowed, but multiple were found.');
    if (spec.startAtOperationTime !== undefined) {
      const ts = spec.startAtOperationTime;
      if ((ts as { _bsontype?: string } | null)?._bsontype !== 'Timestamp') throw err(14, "BSON field '$changeStream.startAtOperationTime' is the wrong type, expected type 'timestamp'");
      c.pos = toTick(ts as never) - 1n;
    } else if (spec.resumeAfter !== undefined || spec.startAfter !== undefined) {
      const { tick, kind } = decodeToken(spec.resumeAfter ?? spec.startAfter);
      if (kind === 'invalidate' && spec.resumeAfter !== undefined) {
        throw err(260, 'Attempting to resume a change stream using \'resumeAfter\' is not allowed from an invalidate notification.');
      }
      c.pos = tick;
      const e = kind === 'event' ? this.log.find(tick) : undefined;
      if (e && invalidates(e, c.scope)) c.pendingInvalidate = true;
    }
    this.checkHistory(c);
  }

  private checkHistory(c: StreamCursor): void {
    if (c.pos < this.log.floor) {
      throw err(286, 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.', { errorLabels: ['NonResumableChangeStreamError'] });
    }
  }

  /** The next events after the cursor's position (at most `batchSize`); moves the position and the resume token. */
  private batch(c: StreamCursor, batchSize: number | undefined, store: Store): Doc[] {
    const out: Doc[] = [];
    if (c.pendingInvalidate) {
      out.push(invalidateDoc(c.pos, this.log.find(c.pos)?.wall ?? new Date()));
      c.closed = true;
      c.token = encodeToken(c.pos, 'invalidate');
      return out;
    }
    this.checkHistory(c);
    const max = batchSize && batchSize > 0 ? batchSize : Infinity;
    let lastGave = false;
    for (let i = this.log.indexAfter(c.pos); i < this.log.end && out.length < max; i++) {
      const e = this.log.at(i)!;
      c.pos = e.tick;
      lastGave = false;
      if (!inScope(e, c.scope)) continue;
      const event = eventDoc(e, c.opts, store);
      for (const d of this.runStages(c, event)) { out.push(d); lastGave = true; }
      if (invalidates(e, c.scope)) {
        out.push(invalidateDoc(e.tick, e.wall));
        c.closed = true;
        c.token = encodeToken(e.tick, 'invalidate');
        return out;
      }
    }
    c.token = encodeToken(c.pos, lastGave ? 'event' : 'highWater');
    return out;
  }

  private runStages(c: StreamCursor, event: Doc): Doc[] {
    if (!c.pipeline.length) return [event];
    let docs: Doc[];
    try {
      docs = runPipeline([clone(event)], c.pipeline, () => []);
    } catch (e) {
      throw toCommandError(e);
    }
    for (const d of docs) {
      if (!valuesEqual(d._id, event._id)) throw err(280, 'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed.');
    }
    return docs;
  }

  /** A getMore's reply, and whether it found nothing (the server then waits for a change and asks again). */
  getMore(id: Long, collection: unknown, db: string, batchSize: number | undefined, store: Store): { reply: Doc; empty: boolean } {
    const c = this.cursors.get(id.toString());
    if (!c) throw err(43, `cursor id ${id.toString()} not found`);
    if (c.ns !== `${db}.${String(collection)}`) throw err(13, `Requested getMore on namespace '${db}.${String(collection)}', but cursor belongs to a different namespace ${c.ns}`);
    c.lastUsed = Date.now();
    let nextBatch: Doc[];
    try {
      nextBatch = this.batch(c, batchSize, store);
    } catch (e) {
      this.cursors.delete(id.toString());
      throw e;
    }
    if (c.closed) this.cursors.delete(id.toString());
    const reply = { cursor: { nextBatch, postBatchResumeToken: c.token, id: c.closed ? Long.ZERO : c.id, ns: c.ns }, ok: 1 };
    return { reply, empty: nextBatch.length === 0 && !c.closed };
  }

  /** Kills the listed change stream cursors; answers the ids it did not know. */
  kill(ids: Long[]): Long[] {
    return ids.filter((id) => !this.cursors.delete(id.toString()));
  }

  private reap(): void {
    const now = Date.now();
    for (const [k, c] of this.cursors) if (now - c.lastUsed > IDLE_MS) this.cursors.delete(k);
  }

  close(): void { this.cursors.clear(); }
}

/** mongod's code for a stage a change stream pipeline does not allow (IllegalOperation). */
const ILLEGAL_STAGE = 20;

function scopeOf(target: unknown, db: string, wholeCluster: boolean): StreamScope {
  if (typeof target === 'string' && target) {
    if (wholeCluster) throw err(ILLEGAL_STAGE, 'A $changeStream with \'allChangesForCluster:true\' may only be opened on the \'admin\' database, and with no collection name');
    return { kind: 'collection', db, coll: target };
  }
  if (target !== 1) throw err(73, 'Invalid collection name for aggregate');
  if (wholeCluster) {
    if (db !== 'admin') throw err(ILLEGAL_STAGE, 'A $changeStream with \'allChangesForCluster:true\' may only be opened on the \'admin\' database, and with no collection name');
    return { kind: 'cluster' };
  }
  if (db === 'admin' || db === 'config' || db === 'local') throw err(73, `$changeStream may not be opened on the internal ${db} database`);
  return { kind: 'database', db };
}
