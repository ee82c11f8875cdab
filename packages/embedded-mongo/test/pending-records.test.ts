/**
 * The journal's batch buffer (src/pending-records.ts): what it hands to the write is every record pushed since the
 * last clear, in order, byte for byte, however far it had to grow; after a clear it starts empty.
 */
import { randomBytes } from 'node:crypto';
import { PendingRecords } from '../src/pending-records';

it('hands over exactly the records pushed, in order, across growth and clears', () => {
  const pending = new PendingRecords();
  const records = [randomBytes(10), randomBytes(70_000), randomBytes(3), randomBytes(200_000)];
  for (const r of records) pending.push(r);
  expect(pending.byteLength).toBe(270_013);
  expect(Buffer.compare(pending.bytes(), Buffer.concat(records))).toBe(0);

  pending.clear();
  expect(pending.byteLength).toBe(0);
  const next = [randomBytes(5), randomBytes(9)];
  for (const r of next) pending.push(r);
  expect(Buffer.compare(pending.bytes(), Buffer.concat(next))).toBe(0);
});

it('keeps no trace of a bulk batch after it is cleared', () => {
  const pending = new PendingRecords();
  pending.push(randomBytes(9 * 1024 * 1024));
  pending.clear();
  pending.push(Buffer.from('abc'));
  expect(pending.bytes().toString()).toBe('abc');
  expect(pending.bytes().buffer.byteLength).toBeLessThan(1024 * 1024);
});
