/**
 * Keeps the app process of `npm start` running: a crash (an uncaught error, V8 out of heap, the kernel's OOM killer)
 * is logged with its exit code or signal and the app's last lines, and the app is started again after a backoff, while
 * the database (held by the start script itself) keeps running. Too many crashes in a short time and it gives up, so
 * whatever runs `npm start` sees a failure instead of a loop that never serves. A stop (SIGINT/SIGTERM to the start
 * script) ends the app without a restart.
 */
import type { ChildProcess } from 'node:child_process';
import type { AppProcess } from './app-process';
import { OutputTail } from './output-tail';
import { backoffFor, type RestartPolicy } from './supervisor-settings';

export interface SupervisedApp {
  /** Resolves 'stopped' after stop(), 'gave-up' after too many crashes (the app is not running then). */
  finished: Promise<'stopped' | 'gave-up'>;
  /** Ends the app (SIGTERM, then SIGKILL after 5 s) and any restart still to come. */
  stop(): Promise<void>;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const exitOf = (child: ChildProcess): Promise<Exit> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

function describeExit({ code, signal }: Exit): string {
  if (signal === 'SIGKILL') return 'was killed by SIGKILL (the kernel out-of-memory killer, or a kill -9: `dmesg` tells which)';
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${code}`;
}

const indent = (text: string) => (text.trim() ? text.replace(/^/gm, '    ') : '    (it printed nothing)');

export function superviseApp(opts: {
  /** Starts the app once and resolves when it answers; the tail receives its output, onSpawn its process. */
  start: (tail: OutputTail, onSpawn: (child: ChildProcess) => void) => Promise<AppProcess>;
  policy: RestartPolicy;
  /** Each time the app answers: 0 for the first start, then the restart's number. */
  onReady?: (app: AppProcess, restarts: number) => void;
  log?: (line: string) => void;
}): SupervisedApp {
  const log = opts.log ?? ((line: string) => console.error(line));
  const { policy } = opts;
  const tail = new OutputTail();
  let stopping = false;
  let child: ChildProcess | null = null;
  let wakeUp: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wakeUp = null));

  async function run(): Promise<'stopped' | 'gave-up'> {
    const crashes: number[] = [];
    let restarts = 0;
    while (!stopping) {
      tail.clear();
      let why: string;
      try {
        const app = await opts.start(tail, (c) => (child = c));
        if (stopping) break;
        opts.onReady?.(app, restarts);
        const exit = await exitOf(app.child);
        if (stopping) break;
        why = describeExit(exit);
      } catch (err) {
        if (stopping) break;
        why = `did not start: ${(err as Error).message}`;
      }
      child = null;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0] <= now - policy.windowMs) crashes.shift();
      log(`[start] the app ${why}. Its last lines:\n${indent(tail.text())}`);
      if (crashes.length >= policy.maxCrashes) {
        log(
          `[start] giving up: the app crashed ${crashes.length} times within ${policy.windowMs / 1000} s ` +
            '(APP_RESTART_MAX, APP_RESTART_WINDOW_S). Fix the cause above, then start it again.',
        );
        return 'gave-up';
      }
      const wait = backoffFor(policy, crashes.length);
      log(`[start] restarting the app in ${wait} ms (crash ${crashes.length} of ${policy.maxCrashes} allowed within ${policy.windowMs / 1000} s)`);
      await pause(wait);
      restarts++;
    }
    return 'stopped';
  }

  const finished = run();
  return {
    finished,
    async stop() {
      stopping = true;
      wakeUp?.();
      const current = child as ChildProcess | null;
      if (current && current.exitCode === null && current.signalCode === null) {
        const exited = exitOf(current);
        current.kill('SIGTERM');
        const kill = setTimeout(() => current.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(kill);
      }
      await finished;
    },
  };
}
