/**
 * The dbpath lock: a listening Unix socket, which the operating system closes the moment
 * its holder dies (kill -9 included), so a crashed server never blocks a restart and no
 * process id is ever trusted.
 *
 * - Linux: an abstract socket named after the dbpath's real path. Binding is atomic and
 *   the name disappears with the holder: there is no file to go stale.
 * - Elsewhere: `mongod.lock.sock` in the dbpath. A new server that finds the file probes
 *   it: a connection means a live holder (refused); a refused connection means the holder
 *   died, so the stale file is removed and the socket bound again.
 * `mongod.lock` still gets the holder's pid, for people; it is never read back.
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';

const SOCKET_FILE = 'mongod.lock.sock';
const INFO_FILE = 'mongod.lock';

export interface DbpathLock { release(): void }

function lockAddress(dir: string): string {
  const real = fs.realpathSync(dir);
  if (process.platform === 'linux') {
    return '\0embedded-mongo-dbpath-lock:' + crypto.createHash('sha256').update(real).digest('hex');
  }
  return path.join(real, SOCKET_FILE);
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((s) => s.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.removeListener('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

/** Does something accept connections on this socket file? */
function probe(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(address);
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

export async function lockDbpath(dir: string): Promise<DbpathLock> {
  const address = lockAddress(dir);
  const locked = () => new Error(`dbpath ${dir} is in use by another running server (locked by ${address.startsWith('\0') ? 'an abstract socket' : address})`);
  let server: net.Server;
  try {
    server = await listen(address);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    if (address.startsWith('\0') || (await probe(address))) throw locked();
    fs.rmSync(address, { force: true }); // the holder died: its socket file is stale
    try {
      server = await listen(address);
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === 'EADDRINUSE') throw locked();
      throw e2;
    }
  }
  fs.writeFileSync(path.join(dir, INFO_FILE), String(process.pid));
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      server.close();
      try { fs.unlinkSync(path.join(dir, INFO_FILE)); } catch { /* already gone */ }
    },
  };
}
