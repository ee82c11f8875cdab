/**
 * How V8 collects a process that holds the database (the CLI, `npm start`'s start script).
 *
 * The whole data set lives on the heap (a year of a restaurant's orders: about 1 GB), so every old-generation
 * collection marks all of it. By default V8 also posts tasks that mark on the main thread in steps, on a schedule that
 * finishes marking in about half a second whatever the heap's size: on a busy 2-core machine the background markers
 * get little of the CPU, and the server's own thread did 350–470 ms of marking in those 0.5 s, answering nothing
 * meanwhile (`npm run bench:diner`, `DB_NODE_ARGS=--trace-gc`). Without the tasks the marking is left to the
 * background threads, with a short final pause: 8–120 ms of steps on the main thread per collection, and order submit's
 * p99 at 211–227 ms against 211–333 ms (three runs each, docs/measurements.md).
 *
 * And the next collection waits until the heap has doubled. V8 sizes the old generation's next limit from how fast it
 * collects against how fast the process allocates: a database allocates slowly next to the data it holds, so V8 chose
 * the smallest step it has, and with a year of orders (~1 GB) a collection started again after every ~50 MB — every
 * 10–20 s under bench:diner's load, each one ~0.6 s of marking the whole data set that the requests of the
 * moment waited through (`--trace-incremental-marking`: 'allocation limit', at 1,073 MB for 1,028 MB held). Doubling
 * costs memory only while garbage accumulates (the limit then sits near 1.9 GB), and no collection started by that
 * limit is left in bench:diner's run. V8 also starts one when array buffers have grown 64 MB past the last collection:
 * the journal's were most of those (pending-records.ts says how they no longer pile up).
 */
import { setFlagsFromString } from 'node:v8';

/** Called once, first thing, by a process whose main job is to hold the database. */
export function setDatabaseGcFlags(): void {
  setFlagsFromString('--no-incremental-marking-task');
  setFlagsFromString('--heap-growing-percent=100');
}
