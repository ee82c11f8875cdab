/**
 * `npm run backup [-- --out <file or folder>] [--keep N] [--gzip]`: a consistent copy of the database, taken while the
 * app runs, in mongodump's archive format, so `mongorestore --archive=<file>` (with `--gzip` for a .gz) loads it into
 * any MongoDB.
 * - Source: MONGODB_URI when set (its one database, or all but admin/local/config), else the embedded database on
 *   .data/db (the running server, or opened here when nothing runs).
 * - Where: .data/backups/qrmenu-<UTC time>.archive by default; `--out` names a folder (the same naming) or a file.
 * - Keeps the newest N backups of the folder (`--keep`, default 14); a named file is never pruned around.
 * How the copy is consistent: scripts/lib/backup/read-snapshot.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { ArchiveWriter } from './lib/archive/archive-writer';
import { backupFileName, pruneBackups } from './lib/backup/backup-files';
import { dataDir } from './lib/backup/embedded-dbpath';
import { openDatabase } from './lib/backup/open-database';
import { readSnapshot } from './lib/backup/read-snapshot';

const DEFAULT_KEEP = 14;
const TOOL_VERSION = 'qrmenu-backup 1';

function options() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, keep: { type: 'string' }, gzip: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const keep = values.keep === undefined ? DEFAULT_KEEP : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep takes a whole number of at least 1 (got "${values.keep}")`);
  return { out: values.out, keep, gzip: values.gzip ?? false };
}

/** The file to write and the folder to prune (none when --out names a file). */
function target(out: string | undefined, gzip: boolean): { file: string; folder: string | null } {
  const isFolder = !out || out.endsWith('/') || (fs.existsSync(out) && fs.statSync(out).isDirectory());
  if (!isFolder) return { file: path.resolve(out), folder: null };
  const folder = path.resolve(out ?? path.join(dataDir(), 'backups'));
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  let file = path.join(folder, backupFileName(new Date(), gzip));
  for (let n = 2; fs.existsSync(file); n++) file = file.replace(/(?:-\d+)?Z\.archive/, `-${n}Z.archive`);
  return { file, folder };
}

async function main() {
  loadEnvConfig(process.cwd());
  const opts = options();
  const { file, folder } = target(opts.out, opts.gzip);
  const partial = `${file}.partial`;
  const started = Date.now();
  const db = await openDatabase();
  try {
    const snapshot = await readSnapshot(db.client, db.database);
    console.log(`[backup] from ${db.where}: ${snapshot.collections.length} collections, consistent at ${snapshot.consistency}`);
    const fileOut = fs.createWriteStream(partial, { mode: 0o600 });
    const stream = opts.gzip ? zlib.createGzip() : fileOut;
    if (opts.gzip) stream.pipe(fileOut);
    const closed = new Promise<void>((resolve, reject) => {
      fileOut.once('close', resolve);
      fileOut.once('error', reject);
    });
    const writer = new ArchiveWriter(stream);
    let documents = 0;
    try {
      await writer.prelude(snapshot.serverVersion, TOOL_VERSION, snapshot.collections);
      for (const c of snapshot.collections) documents += await writer.collection(c.db, c.collection, snapshot.documents(c));
      await writer.end();
      await closed;
    } finally {
      await snapshot.close();
    }
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
    const bytes = fs.statSync(file).size;
    console.log(`[backup] wrote ${file}: ${documents} documents, ${(bytes / 1024).toFixed(0)} KiB, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (folder) for (const old of pruneBackups(folder, opts.keep)) console.log(`[backup] removed ${path.basename(old)} (keeping the newest ${opts.keep})`);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`[backup] failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
