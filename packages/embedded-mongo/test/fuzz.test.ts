/**
 * Fuzz: random and mutated frames over many raw sockets. Afterwards the server must still
 * answer a normal driver client and earlier data must be intact. Embedded server only.
 */
import * as net from 'node:net';
import { randomBytes } from 'node:crypto';
import { BSON } from 'bson';
import { MongoClient } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { start, EmbeddedMongo } from '../src';

// deterministic PRNG so failures reproduce
let seed = 0x9e3779b9;
const rand = () => {
  seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
  return (seed >>> 0) / 0x100000000;
};
const ri = (n: number) => Math.floor(rand() * n);

function header(len: number, opCode: number, reqId = ri(1e6)): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(len, 0);
  h.writeInt32LE(reqId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(body: object, flags = 0): Buffer {
  const doc = Buffer.from(BSON.serialize(body));
  const f = Buffer.alloc(5);
  f.writeUInt32LE(flags, 0);
  f[4] = 0;
  return Buffer.concat([header(16 + 5 + doc.length, 2013), f, doc]);
}

function mutate(buf: Buffer): Buffer {
  const b = Buffer.from(buf);
  const n = 1 + ri(4);
  for (let i = 0; i < n; i++) b[16 + ri(Math.max(1, b.length - 16))] = ri(256);
  return b;
}

const VALID = [
  opMsg({ ping: 1, $db: 'admin' }),
  opMsg({ find: 'menu', filter: { n: { $gt: 3 } }, $db: 'fuzz' }),
  opMsg({ insert: 'junk', documents: [{ a: 1, b: 'x', c: [1, 2, { d: null }] }], $db: 'fuzz' }),
  opMsg({ update: 'junk', updates: [{ q: {}, u: { $set: { z: 1 } } }], $db: 'fuzz' }),
  opMsg({ aggregate: 'menu', pipeline: [{ $group: { _id: null, s: { $sum: '$n' } } }], cursor: {}, $db: 'fuzz' }),
];

function generate(): Buffer {
  switch (ri(9)) {
    case 0: return randomBytes(1 + ri(200));
    case 1: { const b = mutate(VALID[ri(VALID.length)]); return b; }
    case 2: { const v = Buffer.from(VALID[ri(VALID.length)]); v.writeInt32LE(v.length + 1 + ri(100), 0); return v; } // declared too long
    case 3: { const v = Buffer.from(VALID[ri(VALID.length)]); v.writeInt32LE(Math.max(0, v.length - 1 - ri(10)), 0); return v; } // too short
    case 4: return Buffer.concat([header(200_000_000, 2013), randomBytes(64)]); // huge declared length
    case 5: return Buffer.concat([header(16 + 40, [1, 2004, 2012, 9999, -1][ri(5)]), randomBytes(40)]); // unknown/legacy opcodes
    case 6: { const v = Buffer.from(VALID[ri(VALID.length)]); v.writeInt32LE(v.readInt32LE(21) + 50, 21); return v; } // BSON length lies
    case 7: { // kind-1 section with a corrupted document
      const seq = Buffer.concat([Buffer.from('documents\0'), Buffer.from(BSON.serialize({ a: 1 }))]);
      const body = Buffer.from(BSON.serialize({ insert: 'junk', $db: 'fuzz' }));
      const sec = Buffer.alloc(5); sec[0] = 1; sec.writeInt32LE(4 + seq.length + ri(20) - 10, 1);
      const flags = Buffer.alloc(4); flags.writeUInt32LE(ri(2) ? 1 : 0, 0);
      const rest = Buffer.concat([flags, Buffer.from([0]), body, sec, seq]);
      return Buffer.concat([header(16 + rest.length, 2013), rest]);
    }
    default: return VALID[ri(VALID.length)];
  }
}

function blast(port: number, frames: Buffer[]): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const done = () => { s.destroy(); resolve(); };
    s.on('error', done);
    s.on('close', done);
    s.on('data', () => undefined);
    s.on('connect', () => {
      for (const f of frames) s.write(f);
      setTimeout(done, 150);
    });
  });
}

describeEmbeddedOnly('fuzzing the wire protocol', () => {
  let server: EmbeddedMongo;
  beforeAll(async () => { server = await start({ quiet: true }); });
  afterAll(async () => { await server?.stop(); });

  test('random and mutated frames do not take the server down or lose data', async () => {
    const client = await new MongoClient(server.uri + 'fuzz').connect();
    const menu = client.db().collection('menu');
    await menu.insertMany(Array.from({ length: 10 }, (_, n) => ({ n, name: `dish ${n}` })));

    const deadline = Date.now() + 4000;
    let connections = 0;
    while (Date.now() < deadline && connections < 400) {
      const batch = Array.from({ length: 8 }, () => blast(server.port, Array.from({ length: 1 + ri(6) }, generate)));
      await Promise.all(batch);
      connections += batch.length;
    }
    expect(connections).toBeGreaterThan(50);

    // the existing client and a fresh one both still work; data is intact
    expect(await menu.countDocuments()).toBe(10);
    expect((await menu.find({ n: { $gte: 5 } }).toArray()).length).toBe(5);
    const fresh = await new MongoClient(server.uri + 'fuzz').connect();
    expect((await fresh.db().command({ ping: 1 })).ok).toBe(1);
    expect(await fresh.db().collection('menu').countDocuments({ name: /dish/ })).toBe(10);
    await fresh.close();
    await client.close();
  });

  test('bad frames get mongod-style errors or a closed connection for that client only', async () => {
    const reply = (frame: Buffer) => new Promise<{ closed: boolean; doc?: Record<string, unknown> }>((resolve) => {
      const s = net.connect(server.port, '127.0.0.1');
      let buf = Buffer.alloc(0);
      s.on('data', (d) => {
        buf = Buffer.concat([buf, d]);
        if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
          s.destroy();
          resolve({ closed: false, doc: BSON.deserialize(buf.subarray(21)) });
        }
      });
      s.on('close', () => resolve({ closed: true }));
      s.on('error', () => undefined);
      s.on('connect', () => s.write(frame));
    });
    expect((await reply(opMsg({ ping: 1, $db: 'admin' }))).doc).toMatchObject({ ok: 1 });
    expect((await reply(opMsg({ nope: 1, $db: 'admin' }))).doc).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
    expect((await reply(opMsg({ ping: 1 }))).doc).toMatchObject({ ok: 0 }); // missing $db
    const badBson = Buffer.from(VALID[0]);
    badBson[badBson.length - 1] = 7; // document not NUL-terminated
    expect((await reply(badBson)).doc).toMatchObject({ ok: 0, code: 22 });
    expect((await reply(Buffer.concat([header(100_000_000, 2013), Buffer.alloc(8)]))).closed).toBe(true);
    expect((await reply(Buffer.concat([header(24, 4242), Buffer.alloc(8)]))).closed).toBe(true);
    // checksum flag: 4 trailing bytes are accepted
    const withSum = Buffer.concat([opMsg({ ping: 1, $db: 'admin' }, 1), Buffer.alloc(4)]);
    withSum.writeInt32LE(withSum.length, 0);
    expect((await reply(withSum)).doc).toMatchObject({ ok: 1 });
  });
});
