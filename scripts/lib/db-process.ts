/**
 * The embedded database in a process of its own, as `npm start` runs it (the start script holds the database and the
 * app is another process): a benchmark's load generator then does not share the database's event loop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { compactionUnderWay } from '@qrmenu/embedded-mongo';
import { nodeFlags } from './node-flags';

export interface DbProcess {
  /** e.g. mongodb://127.0.0.1:PORT/ (append a database name). */
  uri: string;
  /** Stops it cleanly (it compacts into a snapshot) and waits for the exit. */
  stop(): Promise<void>;
}

const CLI = path.resolve(__dirname, '../../packages/embedded-mongo/bin/embedded-mongo.mjs');
const nodeArgs = () => nodeFlags('DB_NODE_ARGS');

export function startDbProcess(dbpath: string): Promise<DbProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...nodeArgs(), CLI, '--port', '0', '--dbpath', dbpath, '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
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
        stop: async () => {
          if (proc.exitCode === null) proc.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

const SETTLE_POLL_MS = 250;

/**
 * Waits until the database in `dbpath` has no compaction under way, and none starts again after `poke` (one small
 * write: a compaction starts on a write, once the journal has outgrown the last snapshot). A bench that bulk-loads
 * its data (a year of orders in ~40 s, ~300 MB of journal) calls it before it measures: the snapshot of the whole
 * store written after such a load is the load's cost, and it would otherwise run beside the first measured routes.
 * Answers the seconds waited.
 */
export async function compactionSettled(dbpath: string, poke: () => Promise<unknown>, timeoutMs = 300_000): Promise<number> {
  const start = Date.now();
  const compacting = () => compactionUnderWay(dbpath);
  for (;;) {
    while (compacting()) {
      if (Date.now() - start > timeoutMs) throw new Error(`a compaction in ${dbpath} still runs after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
    }
    await poke();
    await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
    if (!compacting()) return (Date.now() - start) / 1000;
  }
}
