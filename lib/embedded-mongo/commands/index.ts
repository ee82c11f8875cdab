/** Command registry. */
import type { Handler } from './context';
import { adminHandlers } from './admin';
import { crudHandlers } from './crud';
import { ddlHandlers } from './ddl';
import { aggregateHandlers } from './aggregate';

export const HANDLERS: Record<string, Handler> = Object.assign(
  Object.create(null) as Record<string, Handler>,
  adminHandlers,
  crudHandlers,
  ddlHandlers,
  aggregateHandlers,
);

/** Commands that never write: they skip the compaction check. */
export const READ_ONLY = new Set([
  'hello', 'isMaster', 'ismaster', 'ping', 'buildInfo', 'buildinfo', 'getParameter', 'endSessions', 'listDatabases',
  'connectionStatus', 'whatsmyuri', 'hostInfo', 'serverStatus', 'find', 'getMore', 'killCursors', 'count', 'distinct',
  'listCollections', 'listIndexes', 'aggregate', 'getCmdLineOpts', 'getLog', 'killSessions', 'killAllSessions', 'refreshSessions',
]);

export type { Handler, CommandContext, ConnectionInfo, TtlStats } from './context';
