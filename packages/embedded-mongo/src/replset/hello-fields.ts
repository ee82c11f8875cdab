/** What `hello` / `isMaster` add when the server runs as a one-node replica set (its own primary). */
import { Long, ObjectId } from 'bson';
import { ClusterClock, fromTick } from './cluster-clock';

export interface ReplSetInfo {
  setName: string;
  /** host:port as clients reach it: the driver drops a primary whose `me` differs from the address it dialled. */
  me: string;
  clock: ClusterClock;
}

/** The election id of term 1, as mongod writes it (7fffffff + the term). */
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

export function replSetHelloFields(rs: ReplSetInfo, legacy: boolean): Record<string, unknown> {
  const opTime = { ts: fromTick(rs.clock.now), t: Long.fromNumber(1) };
  const date = new Date();
  return {
    hosts: [rs.me],
    setName: rs.setName,
    setVersion: 1,
    [legacy ? 'ismaster' : 'isWritablePrimary']: true,
    secondary: false,
    primary: rs.me,
    me: rs.me,
    electionId: ELECTION_ID,
    lastWrite: { opTime, lastWriteDate: date, majorityOpTime: opTime, majorityWriteDate: date },
  };
}
