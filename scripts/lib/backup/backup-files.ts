/**
 * Backup file names and the pruning of old ones. A name says when the copy was taken, in UTC, and sorts by it:
 * `qrmenu-2026-12-07T16-40-00Z.archive` (`.archive.gz` when gzipped). A copy is written under `<name>.partial` and
 * renamed when complete, so a failed backup never looks like one and is never counted among those kept.
 */
import fs from 'node:fs';
import path from 'node:path';

const PATTERN = /^qrmenu-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d+)?Z\.archive(?:\.gz)?$/;

export function backupFileName(at: Date, gzip: boolean): string {
  const stamp = at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `qrmenu-${stamp}.archive${gzip ? '.gz' : ''}`;
}

/** The backups in a folder, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => PATTERN.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Deletes all but the newest `keep` backups in the folder; returns the deleted paths. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const f of old) fs.rmSync(f, { force: true });
  return old;
}
