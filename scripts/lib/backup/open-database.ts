/**
 * The database a backup reads or a restore writes: MONGODB_URI when set, else the embedded server's database on
 * .data/db — the running server when `npm start` holds it, or a server started here on that dbpath for as long as
 * the job takes (it writes its snapshot and lets go of the dbpath when closed).
 */
import fs from 'node:fs';
import { MongoClient } from 'mongodb';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { EMBEDDED_REPL_SET } from '../embedded-repl-set';
import { dbpathInUse, embeddedDbpath, embeddedUri } from './embedded-dbpath';

export interface OpenDatabase {
  client: MongoClient;
  /** The one database named in MONGODB_URI; undefined: every database but admin, local and config. */
  database?: string;
  /** What it is, for the log and for the restore's refusals. */
  kind: 'uri' | 'embedded-running' | 'embedded-opened';
  where: string;
  close(): Promise<void>;
}

/** The database name in a mongodb:// URI's path, if any. */
export function databaseInUri(uri: string): string | undefined {
  const afterHosts = uri.replace(/^mongodb(\+srv)?:\/\/[^/]*/, '');
  const name = decodeURIComponent(afterHosts.replace(/^\//, '').split('?')[0] ?? '');
  return name || undefined;
}

export async function openDatabase(opts: { refuseRunningEmbedded?: boolean } = {}): Promise<OpenDatabase> {
  const uri = process.env.MONGODB_URI;
  if (uri) {
    const client = await MongoClient.connect(uri);
    return { client, database: databaseInUri(uri), kind: 'uri', where: 'MONGODB_URI', close: () => client.close() };
  }
  const dbpath = embeddedDbpath();
  if (await dbpathInUse(dbpath)) {
    if (opts.refuseRunningEmbedded) {
      throw new Error(`the embedded database on ${dbpath} is running (npm start holds it): stop it first, then restore`);
    }
    const client = await MongoClient.connect(embeddedUri(), { serverSelectionTimeoutMS: 10_000 });
    return { client, kind: 'embedded-running', where: `the running embedded database on ${dbpath}`, close: () => client.close() };
  }
  fs.mkdirSync(dbpath, { recursive: true });
  // As npm start runs it (a replica set, whose change log a restore's writes then go into too).
  const server: EmbeddedMongo = await startEmbeddedMongo({ dbpath, quiet: true, replSet: EMBEDDED_REPL_SET });
  const client = await MongoClient.connect(server.clientUri());
  return {
    client,
    kind: 'embedded-opened',
    where: `the embedded database on ${dbpath} (opened for this, nothing else was running)`,
    async close() {
      await client.close();
      await server.stop();
    },
  };
}
