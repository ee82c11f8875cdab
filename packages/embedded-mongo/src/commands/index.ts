/** Command registry. */
import type { Handler } from './context';
import { adminHandlers } from './admin';
import { crudHandlers } from './crud';
import { ddlHandlers } from './ddl';
import { aggregateHandlers } from './aggregate';
import { withCollation } from '../collation';
import { defaultCollation } from './context';
import { explainHandlers } from './explain';
import { paramHandlers } from './params';
import { snapshotHandlers } from './snapshot';

export const HANDLERS: Record<string, Handler> = Object.assign(
  Object.create(null) as Record<string, Handler>,
  adminHandlers,
  crudHandlers,
  ddlHandlers,
  aggregateHandlers,
  explainHandlers,
  paramHandlers,
  snapshotHandlers,
);

/**
 * Commands whose `collation` option (or else the collection's default) applies to the whole
 * command; update and delete statements each take their own (crud.ts).
 */
for (const name of ['find', 'aggregate', 'count', 'distinct', 'findAndModify', 'findandmodify']) {
  const h = HANDLERS[name];
  HANDLERS[name] = (cmd, ctx) => withCollation(cmd.collation ?? defaultCollation(ctx, cmd[name]), () => h(cmd, ctx));
}

/** Commands that never write: they skip the compaction check. */
export const READ_ONLY = new Set([
  'hello', 'isMaster', 'ismaster', 'ping', 'buildInfo', 'buildinfo', 'getParameter', 'endSessions', 'listDatabases',
  'connectionStatus', 'whatsmyuri', 'hostInfo', 'serverStatus', 'find', 'getMore', 'killCursors', 'count', 'distinct',
  'listCollections', 'listIndexes', 'aggregate', 'explain', 'getCmdLineOpts', 'getLog', 'killSessions', 'killAllSessions', 'refreshSessions',
]);

export type { Handler, CommandContext, ConnectionInfo, TtlStats, CommandStats } from './context';
export type { ServerParams } from './params';
