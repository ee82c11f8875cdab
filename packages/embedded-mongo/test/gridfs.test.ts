/** GridFS through the driver's GridFSBucket: upload, download by id and name, delete. */
import { GridFSBucket, MongoClient, Db } from 'mongodb';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { getTestUri, uniqueDbName } from './helpers';

let client: MongoClient;
let db: Db;
let stop: () => Promise<void>;

beforeAll(async () => {
  const t = await getTestUri();
  stop = t.stop;
  client = await new MongoClient(t.uri + uniqueDbName('emt_gridfs')).connect();
  db = client.db();
});

afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
  await stop?.();
});

function upload(bucket: GridFSBucket, name: string, data: Buffer) {
  return new Promise<import('mongodb').ObjectId>((resolve, reject) => {
    const up = bucket.openUploadStream(name, { chunkSizeBytes: 64 * 1024, metadata: { kind: 'image' } });
    Readable.from([data]).pipe(up).on('error', reject).on('finish', () => resolve(up.id as import('mongodb').ObjectId));
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

test('upload, download by id and by name, list, delete', async () => {
  const bucket = new GridFSBucket(db, { bucketName: 'fs' });
  const data = randomBytes(300 * 1024 + 17);
  const id = await upload(bucket, 'logo.png', data);
  const v2 = randomBytes(1000);
  await upload(bucket, 'logo.png', v2);
  expect(await readAll(bucket.openDownloadStream(id))).toEqual(data);
  expect(await readAll(bucket.openDownloadStreamByName('logo.png'))).toEqual(v2); // latest revision
  expect(await readAll(bucket.openDownloadStreamByName('logo.png', { revision: 0 }))).toEqual(data);
  const partial = await readAll(bucket.openDownloadStream(id, { start: 70000, end: 70100 }));
  expect(partial).toEqual(data.subarray(70000, 70100));
  const files = await bucket.find({ filename: 'logo.png' }).toArray();
  expect(files).toHaveLength(2);
  expect(files[0].metadata).toEqual({ kind: 'image' });
  expect(await db.collection('fs.chunks').countDocuments({ files_id: id })).toBe(5);
  const idx = (await db.collection('fs.chunks').listIndexes().toArray()).map((i) => i.key);
  expect(idx).toContainEqual({ files_id: 1, n: 1 });
  await bucket.delete(id);
  expect(await db.collection('fs.chunks').countDocuments({ files_id: id })).toBe(0);
  await expect(readAll(bucket.openDownloadStream(id))).rejects.toThrow(/FileNotFound|not found/i);
});
