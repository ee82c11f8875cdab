/**
 * The dbpath lock: listening Unix sockets, which the operating system closes the moment
 * their holder dies (kill -9 included), so a crashed server never blocks a restart and no
 * process id is ever trusted.
 *
 * - `mongod.lock.sock` in the dbpath. A new server that finds the file probes it: a
 *   connection means a live holder (refused); a refused connection means the holder died,
 *   so the stale file is removed and the socket bound again.
 * - On Linux, first an abstract socket named after the dbpath's real path. Binding it is
 *   atomic and the name disappears with its holder, so two servers starting at once can't
 *   both decide the socket file is stale. (A dbpath too long for a socket file, over about
 *   100 bytes, is locked by the abstract socket alone; elsewhere it is refused.)
 * `mongod.lock` still gets the holder's pid, for people; it is never read back.
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';

const SOCKET_FILE = 'mongod.lock.sock';
const INFO_FILE = 'mongod.lock';

/** `release()` resolves once the sockets are closed, so a server started next can bind them. */
export interface DbpathLock { release(): Promise<void> }

const MAX_SOCKET_PATH = 100;

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

const inUse = (dir: string) => new Error(`dbpath ${dir} is in use by another running server (its lock socket answers)`);

async function bindAbstract(dir: string, real: string): Promise<net.Server> {
  try {
    return await listen('\0embedded-mongo-dbpath-lock:' + crypto.createHash('sha256').update(real).digest('hex'));
  } catch (e) {
    throw (e as NodeJS.ErrnoException).code === 'EADDRINUSE' ? inUse(dir) : e;
  }
}

async function bindFile(dir: string, file: string): Promise<net.Server> {
  try {
    return await listen(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
  }
  if (await probe(file)) throw inUse(dir);
  fs.rmSync(file, { force: true }); // the holder died: its socket file is stale
  try {
    return await listen(file);
  } catch (e) {
    throw (e as NodeJS.ErrnoException).code === 'EADDRINUSE' ? inUse(dir) : e;
  }
}

export async function lockDbpath(dir: string): Promise<DbpathLock> {
  const real = fs.realpathSync(dir);
  const file = path.join(real, SOCKET_FILE);
  const linux = process.platform === 'linux';
  const held: net.Server[] = [];
  try {
    if (linux) held.push(await bindAbstract(dir, real));
    if (Buffer.byteLength(file) <= MAX_SOCKET_PATH) held.push(await bindFile(dir, file));
    else if (!linux) throw new Error(`dbpath ${real} is too long for its lock socket (${SOCKET_FILE})`);
  } catch (e) {
    for (const s of held) s.close();
    throw e;
  }
  fs.writeFileSync(path.join(dir, INFO_FILE), String(process.pid), { mode: 0o600 });
  fs.chmodSync(path.join(dir, INFO_FILE), 0o600);
  if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try { fs.unlinkSync(path.join(dir, INFO_FILE)); } catch { /* already gone */ }
      await Promise.all(held.map((s) => new Promise<void>((r) => s.close(() => r()))));
    },
  };
}
