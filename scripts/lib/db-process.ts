/**
 * The embedded database in a process of its own, as `npm start` runs it (the start script holds the database and the
 * app is another process): a benchmark's load generator then does not share the database's event loop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { EMBEDDED_REPL_SET } from './embedded-repl-set';
import { nodeFlags } from './node-flags';

export interface DbProcess {
  /** e.g. mongodb://127.0.0.1:PORT/ (append a database name). */
  uri: string;
  /** A client's URI for one database of it (a one-node replica set: `replicaSet=` included). */
  clientUri(dbName: string): string;
  /** Stops it cleanly (it compacts into a snapshot) and waits for the exit. */
  stop(): Promise<void>;
}

const CLI = path.resolve(__dirname, '../../packages/embedded-mongo/bin/embedded-mongo.mjs');
const nodeArgs = () => nodeFlags('DB_NODE_ARGS');

export function startDbProcess(dbpath: string): Promise<DbProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...nodeArgs(), CLI, '--port', '0', '--dbpath', dbpath, '--quiet', '--replSet', EMBEDDED_REPL_SET], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    let out = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error('the embedded database did not start within 60 s'));
    }, 60_000);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database exited (${code}) before it was ready`));
    });
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /EMBEDDED_MONGO_READY uri=(\S+)/.exec(out);
      if (!ready) return;
      clearTimeout(timer);
      proc.stdout!.removeAllListeners('data');
      // What the flags print (--trace-gc writes to stdout) goes to the bench's stderr; otherwise nothing is kept.
      if (nodeArgs().length) proc.stdout!.pipe(process.stderr);
      else proc.stdout!.resume();
      resolve({
        uri: ready[1],
        clientUri: (dbName) => `${ready[1]}${dbName}?replicaSet=${EMBEDDED_REPL_SET}`,
        stop: async () => {
          if (proc.exitCode === null) proc.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
