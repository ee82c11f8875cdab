import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { start as startDb } from '../lib/embedded-mongo';
async function main() {
  const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
  const db = await startDb({ quiet: true, dbpath: process.env.NODBPATH ? undefined : dbpath });
  await mongoose.connect(`${db.uri.replace(/\/?$/, '/')}prof`);
  const { Menu } = await import('../models/Menu');
  const size = Number(process.env.SIZE ?? 300);
  const sections = Array.from({ length: 10 }, (_, s) => ({ _id: new Types.ObjectId(), title: `قسم ${s}`, prime: s < 2,
    items: Array.from({ length: size / 10 }, (_, i) => ({ _id: new Types.ObjectId(), title: `صنف ${s}-${i}`, itemname: `item-${s}-${i}`, description: 'وصف قصير للطبق بمكونات طازجة', price: 1 + (i % 9),
      subItems: i % 4 === 0 ? [{ title: 'صغير', price: 2 }, { title: 'كبير', price: 3 }] : [], sale: { onSale: false, offPrice: 0 }, interestRecords: i })), galleries: [] }));
  const doc = await Menu.create({ admins: ['x'], plan: 2, active: true, initialized: true, institution: { name: 'p' }, sections });
  const coll = mongoose.connection.db!.collection('menuchanges');
  const t = async (label: string, fn: (n: number) => Promise<unknown>, N = 100) => {
    for (let i = 0; i < 5; i++) await fn(i);
    const ms: number[] = [];
    for (let i = 0; i < N; i++) { const a = performance.now(); await fn(i); ms.push(performance.now() - a); }
    ms.sort((a, b) => a - b);
    console.log(label.padEnd(40), 'median', ms[N / 2].toFixed(2), 'p95', ms[Math.floor(N * 0.95)].toFixed(2));
  };
  await t('findById lean', () => Menu.findById(doc._id).lean());
  await t('findById admins only', () => Menu.findById(doc._id).select('admins plan username').lean());
  await t('raw driver findOne', () => Menu.collection.findOne({ _id: doc._id }));
  const s = sections[3]; 
  await t('fOAU eitem after lean', (n) => Menu.findOneAndUpdate({ _id: doc._id, 'sections._id': s._id, 'sections.items._id': s.items[n % s.items.length]._id },
    { $set: { 'sections.$[s].items.$[i].price': n } }, { arrayFilters: [{ 's._id': s._id }, { 'i._id': s.items[n % s.items.length]._id }], returnDocument: 'after', runValidators: true }).lean());
  await t('updateOne eitem', (n) => Menu.updateOne({ _id: doc._id }, { $set: { 'sections.$[s].items.$[i].price': n } }, { arrayFilters: [{ 's._id': s._id }, { 'i._id': s.items[n % s.items.length]._id }] }));
  await t('menuchanges insert', () => coll.insertOne({ menuId: String(doc._id), at: new Date() }));
  const lean = await Menu.findById(doc._id).lean();
  await t('JSON.stringify', async () => JSON.stringify({ status: 'success', data: { data: lean } }));
  await mongoose.disconnect(); await db.stop(); fs.rmSync(dbpath, { recursive: true, force: true });
}
main();
