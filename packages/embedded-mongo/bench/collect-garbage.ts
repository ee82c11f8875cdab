/** Garbage collection on demand for the benches that measure the heap (`--expose-gc` set at run time). */
import * as v8 from 'node:v8';
import * as vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
/** One full, non-incremental collection. */
export const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The heap in use after three full collections, a moment apart (what finalisers free is gone too). */
export async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    await new Promise((r) => setTimeout(r, 10));
  }
  return process.memoryUsage().heapUsed;
}
