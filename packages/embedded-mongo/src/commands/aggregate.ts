/** The aggregate command (cursor form), executed by mingo's Aggregator. */
import type { Handler } from './context';
import { checkFields, letVars } from './context';
import { clone, Doc, isPlainObject } from '../values';
import { aggregate as runPipeline, isKnownStage } from '../matcher';
import { countMatching, matching } from '../scan';
import { explainCommand } from './explain';
import { err, toCommandError } from '../errors';

const FORBIDDEN = new Set(['$out', '$merge', '$collStats', '$indexStats', '$currentOp', '$listSessions',
  '$listLocalSessions', '$planCacheStats', '$search', '$searchMeta', '$vectorSearch', '$geoNear', '$listSearchIndexes']);

/** Stage names are checked before anything runs (sub-pipelines of $lookup, $facet and $unionWith too), as mongod parses them. */
function checkStages(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) throw err(40323, 'A pipeline stage specification object must contain exactly one field.');
    const name = Object.keys(stage)[0];
    if (name === '$changeStream') throw err(40602, '$changeStream is only valid as the first stage in a pipeline');
    if (FORBIDDEN.has(name)) throw err(238, `${name} is not supported by the embedded MongoDB server`);
    if (!isKnownStage(name)) throw err(40324, `Unrecognized pipeline stage name: '${name}'`);
    const spec = stage[name];
    if (!isPlainObject(spec)) continue;
    if ((name === '$lookup' || name === '$unionWith') && Array.isArray(spec.pipeline)) checkStages(spec.pipeline);
    if (name === '$facet') for (const sub of Object.values(spec)) if (Array.isArray(sub)) checkStages(sub);
  }
}

/** The `_id` of a pipeline that is just the driver's count group (`[{$group: {_id: 1, n: {$sum: 1}}}]`). */
function countOnly(rest: Doc[]): unknown {
  if (rest.length !== 1 || !isPlainObject(rest[0].$group) || Object.keys(rest[0]).length !== 1) return undefined;
  const g = rest[0].$group as Doc;
  const keys = Object.keys(g);
  if (keys.length !== 2 || keys[0] !== '_id' || !(typeof g._id === 'number' || typeof g._id === 'string') || String(g._id).startsWith('$')) return undefined;
  const acc = g[keys[1]];
  return isPlainObject(acc) && Object.keys(acc).length === 1 && acc.$sum === 1 ? g._id : undefined;
}

const aggregate: Handler = (cmd, ctx) => {
  checkFields(cmd, 'aggregate', ['pipeline', 'cursor', 'explain', 'allowDiskUse', 'let', 'collation', 'hint', 'bypassDocumentValidation']);
  const target = cmd.aggregate;
  if (!Array.isArray(cmd.pipeline)) throw err(14, "BSON field 'aggregate.pipeline' is the wrong type, expected type 'array'");
  if (!isPlainObject(cmd.cursor) && cmd.explain !== true) throw err(9, "The 'cursor' option is required, except for aggregate with the explain argument");
  const pipeline = cmd.pipeline as Doc[];
  if (pipeline.length && isPlainObject(pipeline[0]) && '$changeStream' in pipeline[0]) {
    if (!ctx.replSet) throw err(40573, 'The $changeStream stage is only supported on replica sets');
    if (cmd.explain === true) throw err(238, 'explain of a $changeStream is not supported by the embedded MongoDB server');
    return ctx.replSet.streams.open(cmd, ctx.db, ctx.store);
  }
  checkStages(pipeline);
  if (cmd.explain === true) {
    const inner: Doc = { aggregate: target, pipeline };
    if (cmd.collation !== undefined) inner.collation = cmd.collation;
    if (cmd.let !== undefined) inner.let = cmd.let;
    return explainCommand(inner, 'queryPlanner', ctx);
  }
  let input: Doc[];
  let ns: string;
  let rest = pipeline;
  if (target === 1) {
    ns = `${ctx.db}.$cmd.aggregate`;
    input = [];
    if (!pipeline.length || !('$documents' in pipeline[0])) throw err(73, "{aggregate: 1} is not valid for '$match'; a collection is required.");
  } else {
    if (typeof target !== 'string' || !target) throw err(73, 'Invalid collection name for aggregate');
    ns = `${ctx.db}.${target}`;
    const c = ctx.store.getCollection(ctx.db, target);
    // countDocuments' `[{$match}, {$group: {_id: 1, n: {$sum: 1}}}]`: counted without collecting the documents.
    const counted = pipeline.length === 2 && isPlainObject(pipeline[0].$match) ? countOnly(pipeline.slice(1)) : undefined;
    if (counted !== undefined) {
      const n = countMatching(c, pipeline[0].$match as Doc, letVars(cmd), cmd.hint);
      return { cursor: ctx.cursors.open(ns, n ? [{ _id: counted, n }] : [], undefined), ok: 1 };
    }
    // Let a leading $match use the _id map.
    if (pipeline.length && isPlainObject(pipeline[0].$match)) {
      input = matching(c, pipeline[0].$match as Doc, letVars(cmd), cmd.hint);
      rest = pipeline.slice(1);
    } else input = c ? c.all() : [];
  }
  // countDocuments' `{$group: {_id: 1, n: {$sum: 1}}}` after the match: the count, without running the group
  const counted = countOnly(rest);
  if (counted) {
    const out = input.length ? [{ _id: counted, n: input.length }] : [];
    return { cursor: ctx.cursors.open(ns, out, undefined), ok: 1 };
  }
  const resolver = (name: string) => clone(ctx.store.getCollection(ctx.db, name)?.all() ?? []);
  let out: Doc[];
  try {
    out = runPipeline(input, rest, resolver, letVars(cmd));
  } catch (e) {
    throw toCommandError(e);
  }
  const bs = (cmd.cursor as Doc).batchSize;
  return { cursor: ctx.cursors.open(ns, out, typeof bs === 'number' ? bs : undefined), ok: 1 };
};

export const aggregateHandlers: Record<string, Handler> = { aggregate };
