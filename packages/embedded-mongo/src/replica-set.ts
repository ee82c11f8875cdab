/** What the server holds when it runs as a one-node replica set: its name and address, clock, change log, streams, sessions. */
import { ChangeLog, ChangeLogOptions } from './change-streams/change-log';
import { ChangeStreams } from './change-streams/change-streams';
import type { Store } from './storage';
import { ClusterClock } from './replset/cluster-clock';
import { Sessions } from './transactions/sessions';

export interface ReplSetState {
  setName: string;
  /** host:port, known once the server listens. */
  me: string;
  clock: ClusterClock;
  log: ChangeLog;
  streams: ChangeStreams;
  sessions: Sessions;
}

export function createReplSet(setName: string, store: Store, opts: { dbpath?: string; changeLog?: ChangeLogOptions }): ReplSetState {
  const clock = new ClusterClock();
  const log = new ChangeLog(clock, opts.changeLog, opts.dbpath);
  store.changeListeners.push((ch) => log.record(ch));
  return { setName, me: '', clock, log, streams: new ChangeStreams(log), sessions: new Sessions(store) };
}
