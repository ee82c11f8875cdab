/**
 * Where `npm start` keeps the embedded database, and whether a server holds it now. The server's dbpath lock
 * (packages/embedded-mongo/src/dbpath-lock.ts) is a listening Unix socket, `mongod.lock.sock` in the dbpath, plus on
 * Linux an abstract socket named after the dbpath's real path: a connection to either means a live holder. A dead
 * holder's sockets are gone (the system closes them), so this never mistakes a crashed server for a running one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const dataDir = (root = process.cwd()) => path.join(root, '.data');
export const embeddedDbpath = (root = process.cwd()) => path.join(dataDir(root), 'db');

/** The running embedded server's address, as the start script listens: its TCP port when one is set, else its socket (one node: a direct connection). */
export function embeddedUri(root = process.cwd()): string {
  const port = Number(process.env.EMBEDDED_MONGO_PORT || 0);
  if (port) return `mongodb://127.0.0.1:${port}/?directConnection=true`;
  const socket = path.join(dataDir(root), 'run', 'embedded-mongo.sock');
  if (!fs.existsSync(socket)) {
    throw new Error(`the embedded database is running but has no socket at ${socket}: set EMBEDDED_MONGO_PORT as npm start has it`);
  }
  return `mongodb://${encodeURIComponent(socket)}/?directConnection=true`;
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(address);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** True when a server (the start script, `npm run db`) holds this dbpath. */
export async function dbpathInUse(dbpath: string): Promise<boolean> {
  if (!fs.existsSync(dbpath)) return false;
  const real = fs.realpathSync(dbpath);
  if (process.platform === 'linux') {
    const name = '\0embedded-mongo-dbpath-lock:' + crypto.createHash('sha256').update(real).digest('hex');
    if (await answers(name)) return true;
  }
  const file = path.join(real, 'mongod.lock.sock');
  return fs.existsSync(file) && answers(file);
}
