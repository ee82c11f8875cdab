/**
 * The last lines a child process printed, kept while they pass through to this process's own output: when the app
 * dies, the supervisor says why with them (a stack trace, "JavaScript heap out of memory").
 */
export class OutputTail {
  private lines: string[] = [];
  private partial = '';

  constructor(private readonly keep = 30) {}

  push(chunk: Buffer | string): void {
    const parts = (this.partial + chunk.toString()).split('\n');
    this.partial = parts.pop() ?? '';
    for (const line of parts) this.lines.push(line);
    if (this.lines.length > this.keep) this.lines.splice(0, this.lines.length - this.keep);
  }

  /** The kept lines (the unfinished last one included), oldest first. */
  text(): string {
    return [...this.lines, ...(this.partial ? [this.partial] : [])].join('\n');
  }

  clear(): void {
    this.lines = [];
    this.partial = '';
  }
}
