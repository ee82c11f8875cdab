/** A single serial queue: commands from all connections run one at a time. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  run<T>(fn: () => T | Promise<T>): Promise<T> {
    this.pending++;
    const p = this.tail.then(fn);
    this.tail = p.then(
      () => { this.pending--; },
      () => { this.pending--; },
    );
    return p;
  }

  /** Resolves when everything queued so far has run. */
  drain(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  get size(): number { return this.pending; }
}
