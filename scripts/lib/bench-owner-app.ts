/**
 * What the owner-side benchmarks (bench:admin, bench:sheet, bench:diner) share: the embedded database in a process of its own WITH a dbpath (an fsync per
 * acknowledged write, as `npm start` runs it), a verified owner, menus of a given size seeded for that owner, the
 * built app, and a logged-in cookie. `close()` stops all of it and removes the dbpath.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { freePort, startApp } from './app-process';
import { compactionSettled } from '@qrmenu/embedded-mongo';
import { startDbProcess } from './db-process';

const PASSWORD = 'bench-password-2026';

export interface BenchOwnerApp {
  url: string;
  /** The database the app uses (a second instance on it: bench:diner). */
  uri: string;
  /** Headers of the logged-in owner (cookie and a client address of the bench's own). */
  headers: Record<string, string>;
  /** The app's process id (its memory: bench:heavy). */
  pid: number;
  close(): Promise<void>;
}

export interface SeededMenu {
  id: string;
  sections: { id: string; items: string[] }[];
}

/** A menu of `size` items spread over 10 sections (sub-items on every 4th, a sale on every 6th), owned by `admin`. */
export async function seedSizedMenu(size: number, admin: Types.ObjectId, extra: Record<string, unknown> = {}): Promise<SeededMenu> {
  const { Menu } = await import('../../models/Menu');
  const per = Math.ceil(size / 10);
  const sections = Array.from({ length: 10 }, (_, s) => ({
    _id: new Types.ObjectId(),
    title: `قسم ${s + 1}`,
    prime: s < 2,
    items: Array.from({ length: Math.max(0, Math.min(per, size - s * per)) }, (_, i) => ({
      _id: new Types.ObjectId(),
      title: `صنف ${s + 1}-${i + 1}`,
      itemname: `item-${s}-${i}`,
      description: 'وصف قصير للطبق بمكونات طازجة',
      price: 1 + (i % 9),
      subItems: i % 4 === 0 ? [{ title: 'صغير', price: 2 }, { title: 'كبير', price: 3 }] : [],
      sale: i % 6 === 0 ? { onSale: true, offPrice: 0.2 } : { onSale: false, offPrice: 0 },
    })),
    galleries: [],
  }));
  const doc = await Menu.create({ admins: [admin], plan: 2, active: true, initialized: true, institution: { name: `bench ${size}` }, sections, ...extra });
  return { id: String(doc._id), sections: sections.map((s) => ({ id: String(s._id), items: s.items.map((i) => String(i._id)) })) };
}

/**
 * Starts the database, creates the owner, runs `seed(ownerId)` and waits for the compaction it led to (so seeding is
 * not measured), then starts the built app and logs in. `clientNet` keeps each bench's client addresses apart (rate
 * limits are per client).
 */
export async function startBenchOwnerApp<T>(name: string, clientNet: string, seed: (owner: Types.ObjectId) => Promise<T>): Promise<BenchOwnerApp & { seeded: T }> {
  const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-db-`));
  const db = await startDbProcess(dbpath);
  const uri = db.clientUri(name.replace(/-/g, '_'));
  await mongoose.connect(uri);
  const { User } = await import('../../models/User');
  const { hashPassword } = await import('../../lib/users/hash-password');
  const username = `bench${Date.now().toString(36)}`;
  const owner = await User.create({ name: 'Bench', username, email: `${username}@bench.test`, phone: '+962791234567', passwordHash: await hashPassword(PASSWORD), emailVerified: true, role: 'user' });
  const seeded = await seed(owner._id);
  // The snapshot of the whole store that a bulk load (a year of orders, ~300 MB of journal) leads to is the seeding's
  // cost: it would otherwise run beside the first measured routes.
  const waited = await compactionSettled(dbpath, {
    poke: () => mongoose.connection.collection('bench_settle').insertOne({ at: new Date() }),
    pollMs: 250,
    timeoutMs: 300_000,
  });
  if (waited >= 1) console.log(`the seeding's compaction (a snapshot of the whole store) took ${waited.toFixed(1)} s more before the app started`);

  const port = await freePort();
  const app = await startApp({
    port,
    env: { NODE_ENV: 'production', MONGODB_URI: uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef0123456789', NEXTAUTH_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' },
  });
  const close = async () => {
    await app.stop();
    await mongoose.disconnect();
    await db.stop();
    fs.rmSync(dbpath, { recursive: true, force: true });
  };
  try {
    const login = await fetch(`${app.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${clientNet}.1` },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
    return { url: app.url, uri, headers: { cookie, 'x-forwarded-for': `${clientNet}.2` }, pid: app.child.pid ?? 0, seeded, close };
  } catch (err) {
    await close();
    throw err;
  }
}
