/** create / drop / dropDatabase / listCollections / createIndexes / listIndexes / dropIndexes. */
import type { Handler } from './context';
import { checkFields, collName } from './context';
import { Doc, isPlainObject } from '../values';
import { Index, IndexSpec } from '../indexes';
import { ID_INDEX, validateNames } from '../storage';
import { makeQuery } from '../matcher';
import { err } from '../errors';
import { parseCollation } from '../collation';

const UNSUPPORTED_CREATE = ['capped', 'size', 'max', 'viewOn', 'pipeline', 'timeseries', 'clusteredIndex', 'validator', 'expireAfterSeconds', 'encryptedFields'];
const IGNORED_CREATE = ['validationLevel', 'validationAction', 'autoIndexId', 'storageEngine', 'indexOptionDefaults', 'flags', 'idIndex'];

const create: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'create');
  checkFields(cmd, 'create', [...UNSUPPORTED_CREATE, ...IGNORED_CREATE, 'collation', 'changeStreamPreAndPostImages']);
  for (const k of UNSUPPORTED_CREATE) {
    if (cmd[k] !== undefined && cmd[k] !== false) throw err(238, `create option '${k}' is not supported by the embedded MongoDB server`);
  }
  // A default collation: commands and new indexes without their own use it.
  const opts: Doc = parseCollation(cmd.collation) ? { collation: cmd.collation } : {};
  // Change events of this collection then carry pre- and post-images (fullDocument / fullDocumentBeforeChange).
  if (isPlainObject(cmd.changeStreamPreAndPostImages)) opts.changeStreamPreAndPostImages = { enabled: cmd.changeStreamPreAndPostImages.enabled === true };
  validateNames(ctx.db, name);
  if (ctx.store.getCollection(ctx.db, name)) throw err(48, `Collection ${ctx.db}.${name} already exists.`);
  ctx.store.createCollection(ctx.db, name, opts);
  return { ok: 1 };
};

const drop: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'drop');
  checkFields(cmd, 'drop', []);
  const c = ctx.store.getCollection(ctx.db, name);
  if (!c) return { ok: 1 }; // mongod 7 no longer errors for a missing collection
  const n = c.indexes.length;
  ctx.store.dropCollection(ctx.db, name);
  return { nIndexesWas: n, ns: c.ns, ok: 1 };
};

const dropDatabase: Handler = (cmd, ctx) => {
  checkFields(cmd, 'dropDatabase', []);
  const existed = ctx.store.dropDatabase(ctx.db);
  return existed ? { dropped: ctx.db, ok: 1 } : { ok: 1 };
};

const listCollections: Handler = (cmd, ctx) => {
  checkFields(cmd, 'listCollections', ['filter', 'nameOnly', 'authorizedCollections', 'cursor']);
  const colls = ctx.store.dbs.get(ctx.db);
  const nameOnly = cmd.nameOnly === true;
  let entries: Doc[] = [];
  for (const [name] of colls ?? []) {
    entries.push(nameOnly ? { name, type: 'collection' } : {
      name,
      type: 'collection',
      options: { ...ctx.store.getCollection(ctx.db, name)?.options },
      info: { readOnly: false },
      idIndex: { ...ID_INDEX },
    });
  }
  if (isPlainObject(cmd.filter) && Object.keys(cmd.filter).length) {
    const q = makeQuery(cmd.filter);
    entries = entries.filter((e) => q.test(e));
  }
  const cursorOpts = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  const bs = typeof cursorOpts.batchSize === 'number' ? cursorOpts.batchSize : undefined;
  return { cursor: ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, entries, bs ?? Infinity), ok: 1 };
};

const createIndexes: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'createIndexes');
  checkFields(cmd, 'createIndexes', ['indexes', 'commitQuorum', 'ignoreUnknownIndexOptions']);
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) throw err(2, 'Must specify at least one index to create');
  const specs = (cmd.indexes as unknown[]).map((raw) => {
    const s = Index.validate(raw);
    if (s.partialFilterExpression) makeQuery(s.partialFilterExpression as Doc);
    return s;
  });
  const existed = !!ctx.store.getCollection(ctx.db, name);
  const c = ctx.store.ensureCollection(ctx.db, name);
  // An index without a collation gets the collection's default, as in mongod.
  for (const s of specs) if (s.collation === undefined && c.options.collation !== undefined && s.name !== '_id_') s.collation = c.options.collation;
  const before = c.indexes.length;
  for (const s of specs) {
    if (s.name === '_id_' || (Object.keys(s.key).length === 1 && s.key._id !== undefined && !s.unique && !s.partialFilterExpression && !s.sparse)) {
      if (s.name === '_id_' || c.indexes.some((i) => i.name === s.name)) continue;
    }
    ctx.store.createIndex(c, s as IndexSpec);
  }
  const out: Doc = { numIndexesBefore: before, numIndexesAfter: c.indexes.length, createdCollectionAutomatically: !existed };
  if (before === c.indexes.length) out.note = 'all indexes already exist';
  out.ok = 1;
  return out;
};

const listIndexes: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'listIndexes');
  checkFields(cmd, 'listIndexes', ['cursor']);
  const c = ctx.store.getCollection(ctx.db, name);
  if (!c) throw err(26, `ns does not exist: ${ctx.db}.${name}`);
  const cursorOpts = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  const bs = typeof cursorOpts.batchSize === 'number' ? cursorOpts.batchSize : undefined;
  return { cursor: ctx.cursors.open(`${ctx.db}.$cmd.listIndexes.${name}`, c.indexes.map((i) => ({ ...i.spec })), bs ?? Infinity), ok: 1 };
};

const dropIndexes: Handler = (cmd, ctx) => {
  const cmdName = Object.keys(cmd)[0];
  const name = collName(cmd, cmdName);
  checkFields(cmd, cmdName, ['index']);
  const c = ctx.store.getCollection(ctx.db, name);
  if (!c) throw err(26, `ns not found ${ctx.db}.${name}`);
  const was = c.indexes.length;
  const spec = cmd.index;
  let names: string[];
  if (spec === '*') names = c.indexes.filter((i) => i.name !== '_id_').map((i) => i.name);
  else if (typeof spec === 'string') names = [spec];
  else if (Array.isArray(spec)) names = spec.map(String);
  else if (isPlainObject(spec)) {
    const found = c.indexes.find((i) => JSON.stringify(i.spec.key) === JSON.stringify(spec));
    if (!found) throw err(27, `can't find index with key: ${JSON.stringify(spec)}`);
    names = [found.name];
  } else throw err(14, "BSON field 'dropIndexes.index' is the wrong type");
  for (const n of names) if (!c.indexes.some((i) => i.name === n)) throw err(27, `index not found with name [${n}]`);
  for (const n of names) ctx.store.dropIndex(c, n);
  return { nIndexesWas: was, ok: 1 };
};

export const ddlHandlers: Record<string, Handler> = {
  create, drop, dropDatabase, listCollections, createIndexes, listIndexes, dropIndexes, deleteIndexes: dropIndexes,
};
