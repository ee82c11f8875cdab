/**
 * The interest tap finds an item's menu by the item's id on every tap (lib/menus/record-interest.ts): that read is
 * served by the Menu model's multikey index, not by a scan of every menu (explain on the real database).
 */
import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { connectDb } from '../../lib/db';
import { Menu } from '../../models/Menu';

const dbName = `menu_item_index_${crypto.randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  process.env.MONGODB_URI = (process.env.TEST_MONGODB_URI as string).replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
  await connectDb();
  await Menu.init();
});
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

const stages = (plan: unknown): string[] => {
  if (!plan || typeof plan !== 'object') return [];
  const p = plan as { stage?: string; inputStage?: unknown; inputStages?: unknown[] };
  return [p.stage ?? '', ...stages(p.inputStage), ...(p.inputStages ?? []).flatMap(stages)];
};

it("finds an item's menu through an index on the items' ids", async () => {
  const itemId = new mongoose.Types.ObjectId();
  const explained = (await Menu.findOne({ active: true, 'sections.items._id': itemId }, { _id: 1 }).explain()) as unknown as {
    queryPlanner: { winningPlan: unknown };
  };
  const used = stages(explained.queryPlanner.winningPlan);
  expect(used).toContain('IXSCAN');
  expect(used).not.toContain('COLLSCAN');
});
