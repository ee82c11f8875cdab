/**
 * Compiles the server (main.ts and what it imports of lib/) ahead of time into one CommonJS file beside Next's build:
 * `<distDir>/qrmenu-server/main.cjs`. Packages stay outside the file (node_modules, as Next's own build leaves them).
 * Run after `next build` (which empties the build dir): `npm run build` does both, and `npm start` when it builds.
 */
import path from 'node:path';
import { build } from 'esbuild';

/** Where the compiled server is, for a build dir (next.config.js's NEXT_DIST_DIR, default .next). */
export function compiledServerPath(root: string, distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  return path.join(root, distDir, 'qrmenu-server', 'main.cjs');
}

export async function buildServer(root = process.cwd()): Promise<string> {
  const outfile = compiledServerPath(root);
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server', 'main.ts')],
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
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  buildServer()
    .then((out) => console.log(`[build] server compiled: ${path.relative(process.cwd(), out)}`))
    .catch((err) => {
      console.error('[build] compiling the server failed:', err);
      process.exit(1);
    });
}
