/**
 * How V8 collects a process that holds the database (the CLI, `npm start`'s start script).
 *
 * The whole data set lives on the heap (a year of a restaurant's orders: about 1 GB), so every old-generation
 * collection marks all of it. By default V8 also posts tasks that mark on the main thread in steps, on a schedule that
 * finishes marking in about half a second whatever the heap's size: on a busy 2-core machine the background markers
 * get little of the CPU, and the server's own thread did 350–470 ms of marking in those 0.5 s, answering nothing
 * meanwhile (`npm run bench:diner`, `DB_NODE_ARGS=--trace-gc`). Without the tasks the marking is left to the
 * background threads, with a short final pause: 8–120 ms of steps on the main thread per collection, and order submit's
 * p99 at 211–227 ms against 211–333 ms (three runs each, docs/measurements.md). Nothing else of the collector changes.
 */
import { setFlagsFromString } from 'node:v8';

/** Called once, first thing, by a process whose main job is to hold the database. */
export function preferBackgroundMarking(): void {
  setFlagsFromString('--no-incremental-marking-task');
}
