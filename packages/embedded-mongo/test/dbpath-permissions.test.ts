/**
 * The database files are the user's data: the dbpath directory is owner-only (0700) and every file the server
 * writes in it (journal, snapshot, lock files) is 0600 — also when the directory and the files already existed with
 * looser modes (a dbpath made by an older version, or by `mkdir` under a 022 umask).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { start } from '../src';

const mode = (p: string) => fs.statSync(p).mode & 0o777;
const modes = (dir: string) => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, mode(path.join(dir, f)).toString(8)]));
const ownerOnly = (dir: string) => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, '600']));

async function writeAndCompact(dir: string): Promise<Record<string, string>> {
  const server = await start({ quiet: true, dbpath: dir, compactBytes: 4096 });
  const client = await new MongoClient(server.uri).connect();
  const c = client.db('perm').collection('docs');
  for (let i = 0; i < 20; i++) await c.insertOne({ i, text: 'x'.repeat(500) }); // past compactBytes: a snapshot is written
  const whileRunning = modes(dir);
  await client.close();
  await server.stop();
  return whileRunning;
}

describeEmbeddedOnly('dbpath permissions', () => {
  const dirs: string[] = [];
  const tmp = () => { const d = fs.mkdtempSync(path.join(os.tmpdir(), 'emb-perm-')); dirs.push(d); return d; };
  afterAll(() => { for (const d of dirs) fs.rmSync(d, { recursive: true, force: true }); });

  test('a new dbpath is 0700 and every file in it 0600, while running and after a stop', async () => {
    const dir = path.join(tmp(), 'db');
    const running = await writeAndCompact(dir);
    expect(mode(dir).toString(8)).toBe('700');
    expect(Object.keys(running).length).toBeGreaterThan(1);
    expect(running).toEqual(Object.fromEntries(Object.keys(running).map((f) => [f, '600'])));
    expect(modes(dir)).toEqual(ownerOnly(dir));
  });

  test('an existing dbpath with 0755 and 0644 files is tightened on start', async () => {
    const dir = path.join(tmp(), 'db');
    await writeAndCompact(dir);
    fs.chmodSync(dir, 0o755);
    for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644);
    const running = await writeAndCompact(dir);
    expect(mode(dir).toString(8)).toBe('700');
    expect(running).toEqual(Object.fromEntries(Object.keys(running).map((f) => [f, '600'])));
    expect(modes(dir)).toEqual(ownerOnly(dir));
    // the data is still all there
    const server = await start({ quiet: true, dbpath: dir });
    const client = await new MongoClient(server.uri).connect();
    expect(await client.db('perm').collection('docs').countDocuments()).toBe(40);
    await client.close();
    await server.stop();
  });
});
