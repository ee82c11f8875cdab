/**
 * Runs the embedded MongoDB-compatible server.
 *   npm run db -- --port 27017 --dbpath .data/db   (or: npx embedded-mongo --port 27017 --dbpath .data/db)
 * Without --dbpath the data lives in memory. Prints one parseable line:
 *   EMBEDDED_MONGO_READY uri=mongodb://127.0.0.1:27017/ port=27017
 */
import { start } from './index';
import { setDatabaseGcFlags } from './gc-schedule';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

async function main(): Promise<void> {
  setDatabaseGcFlags();
  const port = Number(arg('port') ?? 27017);
  const host = arg('host') ?? '127.0.0.1';
  const dbpath = arg('dbpath');
  const quiet = process.argv.includes('--quiet');
  const compact = arg('compact-bytes');
  const replSet = arg('replSet');
  const logBytes = arg('change-log-bytes');
  const logSeconds = arg('change-log-seconds');
  const changeLog = { maxBytes: logBytes ? Number(logBytes) : undefined, maxAgeSeconds: logSeconds ? Number(logSeconds) : undefined };
  const server = await start({ port, host, dbpath, quiet, compactBytes: compact ? Number(compact) : undefined, replSet, changeLog });
  process.stdout.write(`EMBEDDED_MONGO_READY uri=${server.uri} port=${server.port}${replSet ? ` replSet=${replSet}` : ''}\n`);
  if (!quiet) process.stderr.write(`embedded MongoDB listening on ${server.uri} (${dbpath ? `dbpath ${dbpath}` : 'in-memory'})\n`);
  let stopping = false;
  const shutdown = (sig: string) => {
    if (stopping) return;
    stopping = true;
    if (!quiet) process.stderr.write(`received ${sig}, stopping\n`);
    server.stop().then(
      () => process.exit(0),
      (e) => { process.stderr.write(`stop failed: ${(e as Error).message}\n`); process.exit(1); },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e) => {
  process.stderr.write(`embedded MongoDB failed to start: ${(e as Error).message}\n`);
  process.exit(1);
});
