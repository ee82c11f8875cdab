/**
 * `npm start` / `npm run dev`: the whole product on one machine with zero setup.
 * - MONGODB_URI unset: starts the embedded MongoDB-compatible server on .data/db (persistent) and points the app at it.
 * - Builds the production bundle when there is no current one (`npm start` only).
 * - Seeds the demo restaurant when the embedded database is empty (a database given by MONGODB_URI only with `--demo`),
 *   with passwords generated for this installation: printed once, kept owner-only in .data/demo-logins.txt.
 * - Serves on PORT (3000) and prints the URLs.
 * - Supervises the app process (scripts/lib/supervisor.ts): restarts it after a crash, with the database kept running,
 *   and gives up with a non-zero exit after too many crashes in a short time. SIGINT/SIGTERM stop the app, then the
 *   database.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { loadEnvConfig } from '@next/env';
import { providerContact } from '../lib/env';
import { setDatabaseGcFlags, start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { EMBEDDED_REPL_SET } from './lib/embedded-repl-set';
import { startApp } from './lib/app-process';
import { superviseApp } from './lib/supervisor';
import { restartPolicy } from './lib/supervisor-settings';
import { needsBuild } from './lib/build-freshness';
import { finishBuild } from '../server/build';
import { DEFAULT_DEMO_LOGINS_FILE, readDemoLogins, writeDemoLogins } from './lib/demo-logins-file';

const dev = process.argv.includes('--dev');
/** Seed the demo into a database given by MONGODB_URI too (the embedded default is always seeded when empty). */
const demoAsked = process.argv.includes('--demo');
const root = process.cwd();
const dataDir = path.join(root, '.data');

async function main() {
  loadEnvConfig(root, dev);
  fs.mkdirSync(dataDir, { recursive: true });
  const port = Number(process.env.PORT || 3000);

  let db: EmbeddedMongo | null = null;
  if (!process.env.MONGODB_URI) {
    const dbpath = path.join(dataDir, 'db');
    fs.mkdirSync(dbpath, { recursive: true });
    // A Unix socket in an owner-only folder: only this user can reach the database. A port only when one is asked for.
    const tcpPort = Number(process.env.EMBEDDED_MONGO_PORT || 0);
    const socketPath = tcpPort ? undefined : path.join(dataDir, 'run', 'embedded-mongo.sock');
    // This process holds the database (the app is another process): its collector marks in the background (gc-schedule.ts).
    setDatabaseGcFlags();
    // A one-node replica set: the app's transactions and change streams need one (docs/running-at-scale.md).
    db = await startEmbeddedMongo({ dbpath, port: tcpPort, socketPath, quiet: true, replSet: EMBEDDED_REPL_SET });
    process.env.MONGODB_URI = db.clientUri('qrmenu');
    console.log(`[start] embedded MongoDB-compatible server on ${db.uri} (data in .data/db)`);
  } else {
    console.log('[start] using MONGODB_URI');
  }

  if (!process.env.NEXTAUTH_SECRET) {
    const secretFile = path.join(dataDir, 'nextauth-secret');
    if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
    process.env.NEXTAUTH_SECRET = fs.readFileSync(secretFile, 'utf8').trim();
  }
  process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;

  if (!dev && needsBuild(root)) {
    console.log('[start] building the app (first run or sources changed)…');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      stdio: 'inherit',
      env: process.env,
    });
    if (build.status !== 0) throw new Error('next build failed');
    await finishBuild(root);
  }

  // The demo goes into the embedded database of this checkout, or wherever the operator asked for it: never silently
  // into a database given by MONGODB_URI (that may be production).
  const logins = db || demoAsked ? await seedIfEmpty() : null;
  if (!db && !demoAsked) console.log('[start] MONGODB_URI given: the demo is not seeded (`npm start -- --demo` seeds it into an empty database)');
  const contact = providerContact();
  if (!contact.phone && !contact.email) {
    console.log('[start] PROVIDER_PHONE and PROVIDER_EMAIL are unset: restaurants see no way to reach you for a menu or a higher plan (.env.example)');
  }

  // All interfaces by default, so phones on the same network can open the menus; HOST=127.0.0.1 keeps it local.
  const host = process.env.HOST || '0.0.0.0';
  const app = superviseApp({
    start: (tail, onSpawn) => startApp({ port, env: process.env, dev, inheritOutput: true, host, tail, onSpawn }),
    policy: restartPolicy(),
    onReady: (started, restarts) => {
      if (restarts === 0) printWelcome(port, logins);
      console.log(`[start] app ${restarts === 0 ? 'started' : `restarted (restart ${restarts})`}: app pid ${started.child.pid}`);
    },
  });

  // A stop asked for: the app first, then the database it writes to, and no restart.
  let stopping: Promise<void> | null = null;
  const shutdown = () =>
    (stopping ??= (async () => {
      await app.stop();
      await db?.stop();
      process.exit(0);
    })());
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if ((await app.finished) === 'gave-up') {
    await db?.stop();
    process.exit(1);
  }
}

type DemoLogins = { menuId: string; username: string; logins: { role: string; username: string; password: string }[]; seeded: boolean } | null;

async function seedIfEmpty(): Promise<DemoLogins> {
  const { connectDb } = await import('../lib/db');
  const mongoose = await connectDb();
  try {
    const { seedDemo } = await import('../lib/seed/seed-demo');
    const result = await seedDemo();
    // Generated now: kept for later (owner-only), printed below this once.
    if (result?.seeded && result.logins.length) writeDemoLogins(DEFAULT_DEMO_LOGINS_FILE, result.logins);
    return result;
  } finally {
    await mongoose.disconnect();
  }
}

function printWelcome(port: number, demo: DemoLogins) {
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    '────────────────────────────────────────────────────────────',
    ` QR menu is running: ${base}`,
  ];
  if (demo) {
    lines.push(
      ` Demo menu (short link): ${base}/m/${demo.username}`,
      ` Demo menu (long link):  ${base}/m/${demo.menuId}`,
      ` Log in:                 ${base}/login  (then ${base}/me lists the menus you administer)`,
      ` Owner's admin area:     ${base}/m/${demo.menuId}/admin`,
      ` Staff orders manager:   ${base}/ordering-manager`,
    );
    if (demo.seeded && demo.logins.length) {
      lines.push(
        ' Demo logins (generated for this installation, shown once; kept in .data/demo-logins.txt, readable by you only):',
        ...demo.logins.map((l) => `   ${l.role.padEnd(24)} ${l.username} / ${l.password}`),
      );
    } else if (readDemoLogins(DEFAULT_DEMO_LOGINS_FILE).length) {
      lines.push(' Demo logins: in .data/demo-logins.txt (readable by you only)');
    }
  }
  lines.push('────────────────────────────────────────────────────────────', '');
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error('[start] failed:', err);
  process.exit(1);
});
