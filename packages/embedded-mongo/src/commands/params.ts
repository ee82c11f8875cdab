/**
 * setParameter / getParameter and collMod, answering like mongod for the options the
 * embedded server supports; anything else is refused, never silently ignored.
 * - Server parameters: `ttlMonitorEnabled` (bool, settable at runtime) turns the TTL monitor
 *   on and off; `ttlMonitorSleepSecs` is reported but, as on mongod, only settable at startup
 *   (the `ttlMonitorIntervalMs` option of start()).
 * - collMod: `index: {name | keyPattern, expireAfterSeconds | hidden}`.
 */
import type { CommandContext, Handler } from './context';
import { checkFields, collName } from './context';
import { Doc, isNumeric, isPlainObject, toNumber } from '../values';
import { err } from '../errors';

export interface ServerParams { ttlMonitorEnabled: boolean; ttlMonitorSleepSecs: number }

const STARTUP_ONLY = new Set(['ttlMonitorSleepSecs']);

const READ_ONLY_PARAMS: Doc = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  maxBSONDepth: 200,
};

const GENERIC = new Set(['setParameter', 'getParameter', '$db', 'lsid', '$readPreference', '$clusterTime', 'comment', 'apiVersion', 'apiStrict', 'apiDeprecationErrors']);

function current(ctx: CommandContext): Doc {
  return { ...READ_ONLY_PARAMS, ...ctx.params };
}

const getParameter: Handler = (cmd, ctx) => {
  const all = current(ctx);
  const out: Doc = {};
  if (cmd.getParameter === '*') Object.assign(out, all);
  else for (const k of Object.keys(cmd)) if (!GENERIC.has(k) && k in all) out[k] = all[k];
  if (cmd.getParameter !== '*' && Object.keys(out).length === 0) throw err(72, 'no option found to get');
  return { ...out, ok: 1 };
};

const setParameter: Handler = (cmd, ctx) => {
  if (ctx.db !== 'admin') throw err(13, 'setParameter may only be run against the admin database.');
  const keys = Object.keys(cmd).filter((k) => !GENERIC.has(k));
  if (!keys.length) throw err(72, 'no option found to set, use help:true to see options ');
  const params = ctx.params;
  const was: Doc = {};
  for (const k of keys) {
    const v = cmd[k];
    if (k === 'ttlMonitorEnabled') {
      if (typeof v !== 'boolean') throw err(14, `Failed parsing parameter 'ttlMonitorEnabled': expected a boolean`);
      was.was = params.ttlMonitorEnabled;
      params.ttlMonitorEnabled = v;
    } else if (STARTUP_ONLY.has(k) || k in READ_ONLY_PARAMS) {
      throw err(72, `not allowed to change [${k}] at runtime`);
    } else {
      throw err(72, `attempted to set unrecognized parameter [${k}], use help:true to see options `);
    }
  }
  return { ...was, ok: 1 };
};

const UNSUPPORTED_COLLMOD = ['validator', 'validationLevel', 'validationAction', 'viewOn', 'pipeline', 'expireAfterSeconds',
  'changeStreamPreAndPostImages', 'cappedSize', 'cappedMax', 'timeseries', 'recordIdsReplicated', 'dryRun'];

const collMod: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'collMod');
  checkFields(cmd, 'collMod', ['index', ...UNSUPPORTED_COLLMOD]);
  for (const k of UNSUPPORTED_COLLMOD) if (cmd[k] !== undefined) throw err(238, `collMod option '${k}' is not supported by the embedded MongoDB server`);
  const c = ctx.store.getCollection(ctx.db, name);
  if (!c) throw err(26, `ns does not exist: ${ctx.db}.${name}`);
  if (cmd.index === undefined) return { ok: 1 };
  const spec = cmd.index;
  if (!isPlainObject(spec)) throw err(14, "BSON field 'collMod.index' is the wrong type, expected type 'object'");
  for (const k of Object.keys(spec)) {
    if (!['name', 'keyPattern', 'expireAfterSeconds', 'hidden'].includes(k)) throw err(40415, `BSON field 'collMod.index.${k}' is an unknown field.`);
  }
  const ix = c.indexes.find((i) => (typeof spec.name === 'string' ? i.name === spec.name : JSON.stringify(i.spec.key) === JSON.stringify(spec.keyPattern)));
  if (!ix) throw err(27, `cannot find index ${JSON.stringify(spec.name ?? spec.keyPattern)} for ns ${ctx.db}.${name}`);
  const next = { ...ix.spec };
  const out: Doc = {};
  if (spec.expireAfterSeconds !== undefined) {
    if (ix.spec.expireAfterSeconds === undefined) throw err(72, 'no expireAfterSeconds field to update');
    if (!isNumeric(spec.expireAfterSeconds) || toNumber(spec.expireAfterSeconds) < 0) throw err(72, 'expireAfterSeconds must be a number >= 0');
    out.expireAfterSeconds_old = ix.spec.expireAfterSeconds;
    out.expireAfterSeconds_new = spec.expireAfterSeconds;
    next.expireAfterSeconds = spec.expireAfterSeconds;
  }
  if (spec.hidden !== undefined) {
    if (typeof spec.hidden !== 'boolean') throw err(14, "BSON field 'collMod.index.hidden' is the wrong type, expected type 'bool'");
    if (ix.name === '_id_') throw err(72, 'cannot hide _id index');
    out.hidden_old = ix.spec.hidden === true;
    out.hidden_new = spec.hidden;
    if (spec.hidden) next.hidden = true;
    else delete next.hidden;
  }
  if (!Object.keys(out).length) throw err(72, 'no expireAfterSeconds or hidden field');
  ctx.store.modifyIndex(c, next);
  return { ...out, ok: 1 };
};

export const paramHandlers: Record<string, Handler> = { getParameter, setParameter, collMod };
