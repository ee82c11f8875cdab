import fs from 'node:fs';
import path from 'node:path';
import { compiledServerPath } from '../../server/build';

const SOURCE_DIRS = ['app', 'components', 'lib', 'models', 'public', 'server'];
const SOURCE_FILES = ['package-lock.json', 'next.config.js', 'tsconfig.json'];

function newestMtime(p: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when there is no production build (Next's, or the compiled server), or a source file is newer than it. */
export function needsBuild(root: string): boolean {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId) || !fs.existsSync(compiledServerPath(root, distDir))) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = [...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > built;
}
