/**
 * `npm run seed`: writes the demo restaurant into the database at MONGODB_URI when it has no menus yet
 * (idempotent: a second run changes nothing), then prints the demo links and the logins it generated, and keeps them
 * owner-only in `--logins-file` (default .data/demo-logins.txt).
 */
import { loadEnvConfig } from '@next/env';
import mongoose from 'mongoose';
import { DEFAULT_DEMO_LOGINS_FILE, writeDemoLogins } from './lib/demo-logins-file';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  loadEnvConfig(process.cwd());
  if (!process.env.MONGODB_URI) {
    console.error('[seed] MONGODB_URI is not set. `npm start` seeds its embedded database by itself; set MONGODB_URI to seed another.');
    process.exit(1);
  }
  const { seedDemo } = await import('../lib/seed/seed-demo');
  const started = Date.now();
  const result = await seedDemo();
  if (!result) {
    console.log('[seed] the database already has menus (not the demo one): nothing written.');
  } else {
    console.log(
      result.seeded
        ? `[seed] demo menu '${result.username}' created in ${((Date.now() - started) / 1000).toFixed(1)} s (id ${result.menuId})`
        : `[seed] the database already has menus: nothing written. Demo menu '${result.username}' is ${result.menuId}`,
    );
    if (result.logins.length) {
      const file = arg('logins-file') ?? DEFAULT_DEMO_LOGINS_FILE;
      writeDemoLogins(file, result.logins);
      console.log(`[seed] demo logins (generated now, kept in ${file}, readable by you only):`);
      for (const l of result.logins) console.log(`[seed]   ${l.role.padEnd(24)} ${l.username} / ${l.password}`);
    }
  }
  await mongoose.disconnect();
}

main().catch(async (err) => {
  console.error('[seed] failed:', err);
  await mongoose.disconnect().catch(() => undefined);
  process.exit(1);
});
