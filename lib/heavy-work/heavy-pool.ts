import { Worker } from 'node:worker_threads';
import type { HeavyJob, HeavyReply, HeavyRequest } from './heavy-jobs';

export interface HeavyPoolOptions {
  /** How to start a worker (worker-entry.ts). */
  start: () => { filename: string; eval: boolean };
  /** Workers at most; they start on demand. */
  size: number;
  /** Jobs that may wait for a worker; one more is refused at once. */
  maxQueue: number;
  /** Each worker's V8 heap (old generation), MB: past it the worker dies alone, the app stays up. */
  heapMb: number;
  /** An idle worker ends after this long, giving its memory back; the next job starts a new one. */
  idleMs: number;
}

/** Why a job did not finish in its worker. */
export type HeavyFailure = 'memory' | 'time' | 'busy' | 'crash';
export class HeavyWorkError extends Error {
  constructor(readonly failure: HeavyFailure, detail: string = failure) {
    super(`heavy work: ${detail}`);
    this.name = 'HeavyWorkError';
  }
}
/** A refusal thrown by the job itself (an ApiError in the worker): status and untranslated message. */
export class HeavyRefusal extends Error {
  constructor(readonly status: number, readonly text: unknown) {
    super(`heavy work refused: ${status}`);
    this.name = 'HeavyRefusal';
  }
}

interface Task {
  id: number;
  job: HeavyJob;
  input: unknown;
  timeoutMs: number;
  /** Whose job it is (an account): what the queue is fair between. */
  owner?: string;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}
interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
  /** Why the running task fails when the worker exits (set before terminating it). */
  failure: HeavyFailure | null;
}

/**
 * A small pool of worker threads for CPU- and memory-heavy work (reading an uploaded spreadsheet, drawing a PDF), so
 * that one owner's big file never stops the event loop that answers everyone else. Bounded everywhere: `size`
 * workers, each with its own heap limit (`resourceLimits`: running out kills that worker, not the app), a per-job
 * time limit (the worker is terminated), and a queue of `maxQueue` beyond which a job is refused at once ('busy').
 * A worker that died is replaced by the next job; the others carry on.
 */
export class HeavyPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;

  constructor(private readonly options: HeavyPoolOptions) {}

  run(job: HeavyJob, input: unknown, timeoutMs: number, owner?: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const task: Task = { id: this.nextId++, job, input, timeoutMs, owner, resolve, reject };
      const slot = this.idleSlot();
      if (slot) return this.dispatch(slot, task);
      if (this.queue.length >= this.options.maxQueue) return reject(new HeavyWorkError('busy'));
      this.queue.push(task);
    });
  }

  /** Workers alive and jobs waiting (for the benchmark and tests of the pool). */
  get state() {
    return { workers: this.slots.size, busy: [...this.slots].filter((s) => s.task).length, queued: this.queue.length };
  }

  /** Ends every worker (waiting jobs fail as 'crash'). */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new HeavyWorkError('crash', 'pool closed'));
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
  }

  private idleSlot(): Slot | null {
    for (const slot of this.slots) if (!slot.task) return slot;
    return this.slots.size < this.options.size ? this.spawn() : null;
  }

  private spawn(): Slot {
    const { filename, eval: isEval } = this.options.start();
    const worker = new Worker(filename, {
      eval: isEval,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    // An idle worker never keeps the process alive (the server's own handles do).
    worker.unref();
    const slot: Slot = { worker, task: null, timer: null, idle: null, failure: null };
    this.slots.add(slot);
    worker.on('message', (reply: HeavyReply) => this.settle(slot, reply));
    worker.on('error', (err: Error & { code?: string }) => {
      slot.failure ??= err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash';
      if (slot.failure === 'crash') console.error('[heavy-work] a worker failed:', err.message);
    });
    worker.on('exit', () => this.ended(slot));
    return slot;
  }

  private dispatch(slot: Slot, task: Task): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.task = task;
    slot.timer = setTimeout(() => {
      slot.failure = 'time';
      void slot.worker.terminate();
    }, task.timeoutMs);
    const request: HeavyRequest = { id: task.id, job: task.job, input: task.input };
    try {
      slot.worker.postMessage(request);
    } catch (err) {
      // Input that cannot be cloned is the caller's bug: the worker is still fine.
      this.finish(slot);
      task.reject(err as Error);
      this.next(slot);
    }
  }

  private settle(slot: Slot, reply: HeavyReply): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    this.finish(slot);
    if (reply.ok) task.resolve(reply.value);
    else if ('refusal' in reply) task.reject(new HeavyRefusal(reply.refusal.status, reply.refusal.text));
    else task.reject(new Error(`heavy work ${task.job} failed: ${reply.bug}`));
    this.next(slot, task.owner);
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  /** The next waiting job, or the worker idles until it is ended. */
  private next(slot: Slot, justRan?: string): void {
    const task = this.takeNext(justRan);
    if (task) return this.dispatch(slot, task);
    slot.idle = setTimeout(() => void slot.worker.terminate(), this.options.idleMs);
    slot.idle.unref();
  }

  /**
   * The waiting job to run next: the first whose account has no job running and did not have the one just finished,
   * else the first. One worker on two cores draws one paper menu at a time for up to half a minute: an account with
   * several prints queued takes turns with the others' imports instead of holding them all up.
   */
  private takeNext(justRan?: string): Task | undefined {
    const busy = new Set([...this.slots].map((s) => s.task?.owner));
    busy.add(justRan);
    const fair = this.queue.findIndex((t) => t.owner === undefined || !busy.has(t.owner));
    return this.queue.splice(fair >= 0 ? fair : 0, 1)[0];
  }

  private ended(slot: Slot): void {
    this.slots.delete(slot);
    if (slot.idle) clearTimeout(slot.idle);
    const task = slot.task;
    this.finish(slot);
    task?.reject(new HeavyWorkError(slot.failure ?? 'crash'));
    // A job waiting for this worker gets a new one.
    const waiting = this.takeNext(task?.owner);
    if (waiting) this.dispatch(this.spawn(), waiting);
  }
}
