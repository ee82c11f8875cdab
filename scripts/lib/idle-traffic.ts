/**
 * What an idle app instance (no screen open, no request) sends its database, counted by the database itself
 * (serverStatus.metrics.commands, as mongod reports it): a window with no app on the database, then the same window
 * with one idle app instance on it; the difference, by command, is the app's. The measuring client's own commands
 * (its heartbeat, the serverStatus reads) are in both windows and cancel out.
 */
import { MongoClient } from 'mongodb';
import { start as startDb } from '@qrmenu/embedded-mongo';
import { freePort, startApp } from './app-process';
import { EMBEDDED_REPL_SET } from './embedded-repl-set';

type Counts = Record<string, number>;

async function commands(client: MongoClient): Promise<Counts> {
  const status = await client.db('admin').command({ serverStatus: 1 });
  return Object.fromEntries(Object.entries((status.metrics?.commands ?? {}) as Record<string, { total: unknown }>).map(([name, c]) => [name, Number(c.total)]));
}

async function window(client: MongoClient, ms: number): Promise<Counts> {
  const before = await commands(client);
  await new Promise((r) => setTimeout(r, ms));
  const after = await commands(client);
  return Object.fromEntries(Object.entries(after).map(([name, n]) => [name, n - (before[name] ?? 0)]).filter(([, n]) => (n as number) > 0));
}

/** Commands the idle app sent in `ms`, by name (the empty window's subtracted), after `settleMs` of quiet since it started. */
export async function idleAppTraffic(ms: number, settleMs: number, env: Record<string, string>): Promise<{ app: Counts; baseline: Counts }> {
  const db = await startDb({ quiet: true, replSet: EMBEDDED_REPL_SET });
  const client = await new MongoClient(db.clientUri('admin')).connect();
  try {
    const baseline = await window(client, ms);
    const port = await freePort();
    const app = await startApp({ port, env: { NODE_ENV: 'production', MONGODB_URI: db.clientUri('qrmenu_idle'), NEXTAUTH_URL: `http://127.0.0.1:${port}`, ...env } });
    try {
      await new Promise((r) => setTimeout(r, settleMs));
      const withApp = await window(client, ms);
      const names = new Set([...Object.keys(baseline), ...Object.keys(withApp)]);
      const appOnly = Object.fromEntries([...names].map((n) => [n, (withApp[n] ?? 0) - (baseline[n] ?? 0)]).filter(([, n]) => n !== 0));
      return { app: appOnly, baseline };
    } finally {
      await app.stop();
    }
  } finally {
    await client.close();
    await db.stop();
  }
}
