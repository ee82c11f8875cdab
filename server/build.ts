/**
 * Compiles the server (main.ts and what it imports of lib/) ahead of time into one CommonJS file beside Next's build:
 * `<distDir>/qrmenu-server/main.cjs`, and the heavy-work worker's entry (heavy-worker.ts) beside it as
 * `heavy-worker.cjs` (a worker thread starts from a file on disk; lib/heavy-work/worker-entry.ts finds it there).
 * Packages stay outside the files (node_modules, as Next's own build leaves them).
 * Run after `next build` (which empties the build dir): `npm run build` does both, and `npm start` when it builds.
 * `finishBuild` also adds V8's compile hint to the browser's chunks (compile-hints.ts).
 */
import path from 'node:path';
import { build } from 'esbuild';
import { addCompileHints } from './compile-hints';
import { compiledHeavyWorkerPath } from '../lib/heavy-work/worker-entry';

/** Where the compiled server is, for a build dir (next.config.js's NEXT_DIST_DIR, default .next). */
export function compiledServerPath(root: string, distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  return path.join(root, distDir, 'qrmenu-server', 'main.cjs');
}

export async function buildServer(root = process.cwd()): Promise<string> {
  const outfile = compiledServerPath(root);
  await Promise.all([
    compile(root, path.join(root, 'server', 'main.ts'), outfile),
    compile(root, path.join(root, 'server', 'heavy-worker.ts'), compiledHeavyWorkerPath(root)),
  ]);
  return outfile;
}

async function compile(root: string, entry: string, outfile: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    outfile,
    logLevel: 'warning',
  });
}

/** What follows `next build`: the server compiled, the browser's chunks hinted. */
export async function finishBuild(root = process.cwd()): Promise<{ server: string; hinted: number }> {
  const server = await buildServer(root);
  return { server, hinted: addCompileHints(path.join(root, process.env.NEXT_DIST_DIR || '.next')) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  finishBuild()
    .then(({ server, hinted }) => console.log(`[build] server compiled: ${path.relative(process.cwd(), server)}; compile hint added to ${hinted} browser chunks`))
    .catch((err) => {
      console.error('[build] compiling the server failed:', err);
      process.exit(1);
    });
}
