/** insert / find / getMore / killCursors / update / delete / findAndModify / count / distinct. */
import { Long, ObjectId } from 'bson';
import type { CommandContext, Handler } from './context';
import { checkFields, collName, defaultCollation, letVars, optDoc, optNumber } from './context';
import { withCollation } from '../collation';
import { Doc, idFirst, isPlainObject, pathValues, valueKey } from '../values';
import { countMatching, findDocs, matching } from '../scan';
import { project } from '../projection';
import { applyUpdate, buildUpsert, prepareUpdate, UpdateSpec } from '../update';
import { err, MongoCommandError, toCommandError } from '../errors';

const insert: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'insert');
  checkFields(cmd, 'insert', ['documents', 'ordered', 'bypassDocumentValidation', 'let']);
  const docs = cmd.documents;
  if (!Array.isArray(docs)) throw err(40414, "BSON field 'insert.documents' is missing but a required field");
  const ordered = cmd.ordered !== false;
  const c = ctx.store.ensureCollection(ctx.db, name);
  const writeErrors: Doc[] = [];
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    try {
      let d = docs[i] as Doc;
      if (!isPlainObject(d)) throw err(14, 'document to insert must be an object');
      if (d._id === undefined) d = { _id: new ObjectId(), ...d };
      ctx.store.insert(c, d);
      n++;
    } catch (e) {
      writeErrors.push(toCommandError(e).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

const FIND_FIELDS = ['filter', 'sort', 'projection', 'skip', 'limit', 'batchSize', 'singleBatch', 'hint', 'allowDiskUse',
  'noCursorTimeout', 'collation', 'let', 'readOnce', 'allowPartialResults', 'returnKey', 'showRecordId', 'tailable', 'awaitData',
  'min', 'max', 'oplogReplay', '$queryOptions'];

const find: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'find');
  checkFields(cmd, 'find', FIND_FIELDS);
  for (const f of ['tailable', 'awaitData', 'returnKey', 'showRecordId']) if (cmd[f]) throw err(238, `find option '${f}' is not supported by the embedded MongoDB server`);
  for (const f of ['min', 'max']) if (cmd[f] !== undefined) throw err(238, `find option '${f}' is not supported by the embedded MongoDB server`);
  const filter = optDoc(cmd, 'filter', 'find') ?? {};
  const sort = optDoc(cmd, 'sort', 'find');
  const projection = optDoc(cmd, 'projection', 'find');
  const skip = optNumber(cmd, 'skip', 'find') ?? 0;
  let limit = optNumber(cmd, 'limit', 'find') ?? 0;
  const batchSize = optNumber(cmd, 'batchSize', 'find');
  if (skip < 0) throw err(51024, `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  if (batchSize !== undefined && batchSize < 0) throw err(51024, `BSON field 'batchSize' value must be >= 0, actual value '${batchSize}'`);
  let singleBatch = cmd.singleBatch === true;
  if (limit < 0) { limit = -limit; singleBatch = true; }
  let docs = findDocs(ctx.store.getCollection(ctx.db, name), filter, { sort, skip, limit, hint: cmd.hint, variables: letVars(cmd) });
  docs = project(docs, projection, filter);
  let bs = batchSize;
  if (limit && (bs === undefined || bs > limit)) bs = limit;
  return { cursor: ctx.cursors.open(`${ctx.db}.${name}`, docs, bs === 0 && batchSize === 0 ? 0 : bs, singleBatch), ok: 1 };
};

const getMore: Handler = (cmd, ctx) => {
  checkFields(cmd, 'getMore', ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime']);
  const id = cmd.getMore;
  if (!(id instanceof Long)) throw err(14, "BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
  const coll = collName(cmd, 'collection');
  const cursor = ctx.cursors.getMore(id, `${ctx.db}.${coll}`, optNumber(cmd, 'batchSize', 'getMore'));
  return { cursor, ok: 1 };
};

const killCursors: Handler = (cmd, ctx) => {
  checkFields(cmd, 'killCursors', ['cursors']);
  // A database or deployment change stream's cursor is on `<db>.$cmd.aggregate`.
  if (cmd.killCursors !== '$cmd.aggregate') collName(cmd, 'killCursors');
  let ids = Array.isArray(cmd.cursors) ? (cmd.cursors as unknown[]).map((x) => (x instanceof Long ? x : Long.fromNumber(Number(x)))) : [];
  const streamsKilled = ctx.replSet ? ids.filter((id) => ctx.replSet!.streams.has(id)) : [];
  if (streamsKilled.length) { ctx.replSet!.streams.kill(streamsKilled); ids = ids.filter((id) => !streamsKilled.includes(id)); }
  const r = ctx.cursors.kill(ids);
  r.cursorsKilled.push(...streamsKilled);
  return { ...r, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const UPDATE_STATEMENT_FIELDS = ['q', 'u', 'multi', 'upsert', 'arrayFilters', 'hint', 'collation', 'c'];

interface UpdateOutcome { n: number; nModified: number; upsertedId?: unknown }

function runUpdate(ctx: CommandContext, name: string, st: Doc, vars: Doc | undefined): UpdateOutcome {
  const q = (st.q ?? {}) as Doc;
  if (!isPlainObject(q)) throw err(14, "BSON field 'update.updates.q' is the wrong type, expected type 'object'");
  const u = st.u as UpdateSpec;
  const prepared = prepareUpdate(u, st.arrayFilters, vars);
  const multi = st.multi === true;
  if (multi && prepared.kind === 'replacement') throw err(9, 'multi update is not supported for replacement-style update');
  let c = ctx.store.getCollection(ctx.db, name);
  const docs = findDocs(c, q, { variables: vars, hint: st.hint, limit: multi ? 0 : 1 });
  let n = 0;
  let nModified = 0;
  for (const d of docs) {
    const r = applyUpdate(d, prepared, q, false);
    n++;
    if (r.modified) {
      ctx.store.replace(c!, d, r.doc, r.sizeDelta, prepared.kind === 'replacement');
      nModified++;
    }
  }
  if (n === 0 && st.upsert === true) {
    const doc = buildUpsert(q, prepared);
    c = c ?? ctx.store.ensureCollection(ctx.db, name);
    ctx.store.insert(c, doc);
    return { n: 1, nModified: 0, upsertedId: doc._id };
  }
  return { n, nModified };
}

const update: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'update');
  checkFields(cmd, 'update', ['updates', 'ordered', 'bypassDocumentValidation', 'let']);
  const updates = cmd.updates;
  if (!Array.isArray(updates)) throw err(40414, "BSON field 'update.updates' is missing but a required field");
  // An unknown statement field (e.g. `sort`, new in 8.0) fails the whole command, as mongod's parser does.
  for (const st of updates) {
    if (!isPlainObject(st)) throw err(14, "BSON field 'update.updates' is the wrong type, expected type 'object'");
    for (const k of Object.keys(st)) if (!UPDATE_STATEMENT_FIELDS.includes(k)) throw err(40415, `BSON field 'update.updates.${k}' is an unknown field.`);
  }
  const ordered = cmd.ordered !== false;
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    try {
      const st = updates[i] as Doc;
      const r = withCollation(st.collation ?? defaultCollation(ctx, name), () => runUpdate(ctx, name, st, isPlainObject(st.c) ? { ...letVars(cmd), ...st.c } : letVars(cmd)));
      n += r.n;
      nModified += r.nModified;
      if (r.upsertedId !== undefined) upserted.push({ index: i, _id: r.upsertedId });
    } catch (e) {
      writeErrors.push(toCommandError(e).toWriteError(i));
      if (ordered) break;
    }
  }
  const out: Doc = { n, nModified };
  if (upserted.length) out.upserted = upserted;
  if (writeErrors.length) out.writeErrors = writeErrors;
  out.ok = 1;
  return out;
};

const del: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'delete');
  checkFields(cmd, 'delete', ['deletes', 'ordered', 'let']);
  const deletes = cmd.deletes;
  if (!Array.isArray(deletes)) throw err(40414, "BSON field 'delete.deletes' is missing but a required field");
  const ordered = cmd.ordered !== false;
  let n = 0;
  const writeErrors: Doc[] = [];
  const c = ctx.store.getCollection(ctx.db, name);
  for (let i = 0; i < deletes.length; i++) {
    try {
      const st = deletes[i] as Doc;
      const limit = Number(st.limit ?? 0);
      if (limit !== 0 && limit !== 1) throw err(9, `The limit field in delete objects must be 0 or 1. Got ${limit}`);
      const docs = withCollation(st.collation ?? defaultCollation(ctx, name), () => findDocs(c, (st.q ?? {}) as Doc, { variables: letVars(cmd), hint: st.hint, limit }));
      for (const d of docs) { ctx.store.remove(c!, d); n++; }
    } catch (e) {
      writeErrors.push(toCommandError(e).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

const findAndModify: Handler = (cmd, ctx) => {
  const cmdName = Object.keys(cmd)[0];
  const name = collName(cmd, cmdName);
  checkFields(cmd, cmdName, ['query', 'sort', 'remove', 'update', 'new', 'fields', 'upsert', 'bypassDocumentValidation', 'collation', 'arrayFilters', 'hint', 'let']);
  const query = optDoc(cmd, 'query', cmdName) ?? {};
  const sort = optDoc(cmd, 'sort', cmdName);
  const fields = optDoc(cmd, 'fields', cmdName);
  const remove = cmd.remove === true;
  const hasUpdate = cmd.update !== undefined && cmd.update !== null;
  if (remove && hasUpdate) throw err(9, 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) throw err(9, 'Either an update or remove=true must be specified');
  if (remove && cmd.upsert) throw err(9, 'Cannot specify both upsert=true and remove=true');
  if (remove && cmd.new) throw err(9, 'Cannot specify both new=true and remove=true; \'remove\' always returns the deleted document');
  let c = ctx.store.getCollection(ctx.db, name);
  const target = findDocs(c, query, { sort, limit: 1, hint: cmd.hint, variables: letVars(cmd) })[0];
  const out = (d: Doc | undefined | null) => (d ? project([d], fields, query)[0] : null);
  if (remove) {
    if (!target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    ctx.store.remove(c!, target);
    return { lastErrorObject: { n: 1 }, value: out(target), ok: 1 };
  }
  const prepared = prepareUpdate(cmd.update as UpdateSpec, cmd.arrayFilters, letVars(cmd));
  if (target) {
    const r = applyUpdate(target, prepared, query, false);
    if (r.modified) ctx.store.replace(c!, target, r.doc, r.sizeDelta, prepared.kind === 'replacement');
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: out(cmd.new ? r.doc : target), ok: 1 };
  }
  if (cmd.upsert === true) {
    const doc = buildUpsert(query, prepared);
    c = c ?? ctx.store.ensureCollection(ctx.db, name);
    ctx.store.insert(c, doc);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: out(cmd.new ? doc : null), ok: 1 };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};

const count: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'count');
  checkFields(cmd, 'count', ['query', 'limit', 'skip', 'hint', 'collation', 'fields']);
  const query = optDoc(cmd, 'query', 'count') ?? {};
  const c = ctx.store.getCollection(ctx.db, name);
  let n = Object.keys(query).length === 0 ? (c?.docs.size ?? 0) : countMatching(c, query, undefined, cmd.hint);
  const skip = Math.max(0, optNumber(cmd, 'skip', 'count') ?? 0);
  const limit = Math.abs(optNumber(cmd, 'limit', 'count') ?? 0);
  n = Math.max(0, n - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'distinct');
  checkFields(cmd, 'distinct', ['key', 'query', 'collation', 'hint']);
  if (typeof cmd.key !== 'string') throw err(14, "BSON field 'distinct.key' is the wrong type, expected type 'string'");
  const key = cmd.key;
  const docs = matching(ctx.store.getCollection(ctx.db, name), optDoc(cmd, 'query', 'distinct') ?? {});
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const d of docs) {
    for (const v of pathValues(d, key)) {
      for (const x of Array.isArray(v) ? v : [v]) {
        if (x === undefined) continue;
        const k = valueKey(x);
        if (seen.has(k)) continue;
        seen.add(k);
        values.push(x);
      }
    }
  }
  return { values, ok: 1 };
};

export const crudHandlers: Record<string, Handler> = {
  insert, find, getMore, killCursors, update, delete: del, findAndModify, findandmodify: findAndModify, count, distinct,
};

export { idFirst, MongoCommandError };
