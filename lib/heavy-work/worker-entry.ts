import path from 'node:path';

/**
 * Where the heavy-work worker's code is on disk. A worker thread starts from a real JS file, and Next bundles the route
 * handlers that use the pool into chunks of its own, so the entry cannot be one of those modules: it is
 * server/heavy-worker.ts, compiled ahead by server/build.ts (esbuild, like main.ts) into
 * `<distDir>/qrmenu-server/heavy-worker.cjs` for production. In development (`npm run dev`, tests of the source) the
 * worker runs that TypeScript source through tsx's require hook, so no build step is needed there.
 */
export const HEAVY_WORKER_SOURCE = path.join('server', 'heavy-worker.ts');

export function compiledHeavyWorkerPath(root: string, distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  return path.join(root, distDir, 'qrmenu-server', 'heavy-worker.cjs');
}

/** How to start the worker here: the compiled file in production, the source through tsx otherwise. */
export function heavyWorkerStart(root = process.cwd()): { filename: string; eval: boolean } {
  if (process.env.NODE_ENV === 'production') return { filename: compiledHeavyWorkerPath(root), eval: false };
  const source = JSON.stringify(path.join(root, HEAVY_WORKER_SOURCE));
  // Evaluated by the worker itself, so `require` is Node's (resolved from the app's directory), never the bundler's.
  return { filename: `require('tsx/cjs/api').register(); require(${source});`, eval: true };
}
