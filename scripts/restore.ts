/**
 * `npm run restore -- <backup file> [--drop]`: loads a backup (`npm run backup`, or any `mongodump --archive`, plain or
 * gzipped) into the database, replacing the collections it holds.
 * - The embedded database on .data/db: refused while a server runs on it (stop `npm start` first); otherwise it is
 *   opened here, restored, and closed with its snapshot written.
 * - MONGODB_URI: only with --drop, which says you mean to replace those collections in a database that may be serving.
 *   When the URI names a database and the archive holds one, the archive's collections go into the URI's database.
 * Running app instances on a MONGODB_URI database keep pages they rendered before for up to 300 s: restart them
 * (docs/running-at-scale.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { openDatabase } from './lib/backup/open-database';
import { restoreArchive } from './lib/backup/restore-archive';

async function main() {
  loadEnvConfig(process.cwd());
  const { values, positionals } = parseArgs({ options: { drop: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('name one backup file: npm run restore -- .data/backups/qrmenu-….archive');
  const file = path.resolve(positionals[0]);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new Error(`${file} is not a file`);
  if (process.env.MONGODB_URI && !values.drop) {
    throw new Error('MONGODB_URI is set: restoring replaces the archive\'s collections in that database. Pass --drop to confirm.');
  }
  const started = Date.now();
  const db = await openDatabase({ refuseRunningEmbedded: true });
  try {
    console.log(`[restore] into ${db.where}`);
    const r = await restoreArchive(file, db.client, db.database);
    console.log(`[restore] done: ${r.collections} collections, ${r.documents} documents, ${r.indexes} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`[restore] refused or failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
