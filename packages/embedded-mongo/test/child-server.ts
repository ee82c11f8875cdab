/**
 * Test helper for the durability suites: the server as a child process on a dbpath (so that it can be SIGKILLed),
 * and temporary dbpaths removed after the test file.
 */
import { spawn, ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface Child { proc: ChildProcess; uri: string; exited: Promise<number | null> }

/** Starts `src/cli.ts` on `dbpath` (with `extra` options) and resolves once it says it is ready. */
export function startChild(dbpath: string, extra: string[] = []): Promise<Child> {
  return new Promise((resolve, reject) => {
    // node itself (not the tsx wrapper, which forks) so that SIGKILL hits the server process
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--dbpath', dbpath, '--quiet', ...extra], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
    let out = '';
    let errOut = '';
    const timer = setTimeout(() => reject(new Error(`child did not start: ${errOut}`)), 20000);
    proc.stderr!.on('data', (d) => { errOut += d; });
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /EMBEDDED_MONGO_READY uri=(\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve({ proc, uri: m[1], exited }); }
    });
    proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`child exited early (${code}): ${errOut}`)); });
  });
}

/** Kills the child with SIGKILL and waits until it is gone. */
export async function kill9(c: Child): Promise<void> {
  c.proc.kill('SIGKILL');
  await c.exited;
}

/** A maker of fresh temporary directories named `prefix…`, all removed when the test file ends. */
export function tmpDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}
