/**
 * explain: a minimal, truthful plan. The access stage is what the server really does
 * (scan.ts: IDHACK / IXSCAN on _id_ / TEXT_MATCH / GEO_NEAR_* / COLLSCAN), wrapped in the
 * SORT, SKIP, LIMIT and PROJECTION stages the command asks for. With `executionStats` (or
 * `allPlansExecution`) reads are counted by running the match; writes are never applied.
 */
import * as os from 'node:os';
import type { CommandContext, Handler } from './context';
import { checkFields, defaultCollation } from './context';
import { Doc, isPlainObject } from '../values';
import { explainAccess, findDocs } from '../scan';
import { walk } from '../planner';
import { withCollation } from '../collation';
import { err } from '../errors';
import { VERSION } from './admin';

const VERBOSITIES = ['queryPlanner', 'executionStats', 'allPlansExecution'];

interface Target { coll: string; filter: Doc; wrap: (plan: Doc, sorted: boolean) => Doc; sort?: Doc; hint?: unknown; limit?: number; skip?: number; collation?: unknown; variables?: Doc; rest?: Doc[] }

function stage(name: string, inputStage: Doc, extra: Doc = {}): Doc {
  return { stage: name, ...extra, inputStage };
}

function findWrap(c: Doc): (plan: Doc, sorted: boolean) => Doc {
  return (plan, sorted) => {
    let p = plan;
    if (!sorted && isPlainObject(c.sort) && Object.keys(c.sort).length) p = stage('SORT', p, { sortPattern: c.sort, memLimit: 104857600, type: 'simple' });
    if (typeof c.skip === 'number' && c.skip > 0) p = stage('SKIP', p, { skipAmount: c.skip });
    if (typeof c.limit === 'number' && c.limit !== 0) p = stage('LIMIT', p, { limitAmount: Math.abs(c.limit) });
    if (isPlainObject(c.projection) && Object.keys(c.projection).length) p = stage('PROJECTION_DEFAULT', p, { transformBy: c.projection });
    return p;
  };
}

function targetOf(inner: Doc): Target {
  const name = Object.keys(inner)[0];
  const coll = String(inner[name]);
  const q = (v: unknown) => (isPlainObject(v) ? v : {});
  switch (name) {
    case 'find': return { coll, filter: q(inner.filter), wrap: findWrap(inner), collation: inner.collation, variables: q(inner.let), sort: isPlainObject(inner.sort) ? inner.sort : undefined, hint: inner.hint, limit: typeof inner.limit === 'number' ? Math.abs(inner.limit) : undefined, skip: typeof inner.skip === 'number' ? inner.skip : undefined };
    case 'count': return { coll, filter: q(inner.query), wrap: (p) => stage('COUNT', p), collation: inner.collation };
    case 'distinct': return { coll, filter: q(inner.query), wrap: (p) => stage('PROJECTION_COVERED', p, { transformBy: { [String(inner.key)]: 1, _id: 0 } }), collation: inner.collation };
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Doc[]) : [];
      const first = pipeline[0] && isPlainObject(pipeline[0].$match) ? (pipeline[0].$match as Doc) : undefined;
      return { coll, filter: first ?? {}, wrap: (p) => p, collation: inner.collation, variables: q(inner.let), rest: first ? pipeline.slice(1) : pipeline };
    }
    case 'update': {
      const st = q(Array.isArray(inner.updates) ? inner.updates[0] : undefined);
      return { coll, filter: q(st.q), wrap: (p) => stage('UPDATE', p), collation: st.collation, variables: q(inner.let) };
    }
    case 'delete': {
      const st = q(Array.isArray(inner.deletes) ? inner.deletes[0] : undefined);
      return { coll, filter: q(st.q), wrap: (p) => stage('DELETE', p), collation: st.collation, variables: q(inner.let) };
    }
    case 'findAndModify': case 'findandmodify':
      return { coll, filter: q(inner.query), wrap: (p) => stage(inner.remove ? 'DELETE' : 'UPDATE', isPlainObject(inner.sort) ? stage('SORT', p, { sortPattern: inner.sort }) : p), collation: inner.collation, variables: q(inner.let) };
    default:
      throw err(59, `Explain failed due to unknown command: ${name}`);
  }
}

export function explainCommand(inner: Doc, verbosity: string, ctx: CommandContext): Doc {
  if (!VERBOSITIES.includes(verbosity)) throw err(2, `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  const t = targetOf(inner);
  return withCollation(t.collation ?? defaultCollation(ctx, t.coll), () => {
    const c = ctx.store.getCollection(ctx.db, t.coll);
    const access = c ? explainAccess(c, t.filter, t.sort, t.hint) : undefined;
    const winningPlan = access ? t.wrap(access.plan, access.sorted) : { stage: 'EOF' };
    const queryPlanner = {
      namespace: `${ctx.db}.${t.coll}`,
      indexFilterSet: false,
      parsedQuery: t.filter,
      maxIndexedOrSolutionsReached: false,
      maxIndexedAndSolutionsReached: false,
      maxScansToExplodeReached: false,
      winningPlan,
      rejectedPlans: [],
    };
    const out: Doc = { explainVersion: '1' };
    if (t.rest && t.rest.length) out.stages = [{ $cursor: { queryPlanner } }, ...t.rest];
    else out.queryPlanner = queryPlanner;
    if (verbosity !== 'queryPlanner') {
      const t0 = Date.now();
      const n = findDocs(c, t.filter, { variables: t.variables, sort: t.sort, hint: t.hint, limit: t.limit, skip: t.skip }).length;
      let keys = access?.plan.stage === 'COLLSCAN' ? 0 : n;
      let examined = access?.plan.stage === 'COLLSCAN' ? (c?.docs.size ?? 0) : n;
      if (access?.index) {
        // the keys within the bounds (a sorted walk with a limit stops earlier; counted here in full)
        keys = walk(access.index, 1, () => true);
        examined = keys;
      }
      const stats = { executionSuccess: true, nReturned: n, executionTimeMillis: Date.now() - t0, totalKeysExamined: keys, totalDocsExamined: examined, executionStages: winningPlan };
      if (out.stages) (out.stages as Doc[])[0] = { $cursor: { queryPlanner, executionStats: stats } };
      else out.executionStats = stats;
    }
    out.command = { ...inner, $db: ctx.db };
    out.serverInfo = { host: os.hostname(), port: 0, version: VERSION, gitVersion: 'embedded-mongo' };
    out.serverParameters = {};
    out.ok = 1;
    return out;
  });
}

const explain: Handler = (cmd, ctx) => {
  checkFields(cmd, 'explain', ['verbosity']);
  if (!isPlainObject(cmd.explain) || !Object.keys(cmd.explain).length) throw err(14, "BSON field 'explain.explain' is the wrong type, expected type 'object'");
  return explainCommand(cmd.explain, typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution', ctx);
};

export const explainHandlers: Record<string, Handler> = { explain };
