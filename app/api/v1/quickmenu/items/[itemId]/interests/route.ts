import { route } from '@/lib/api/route';
import { recordInterest } from '@/lib/menus/record-interest';

/** A diner dwelt on an item (spec §7 Interest): no body. */
export const POST = route({ access: 'public' }, async ({ params }) => {
  await recordInterest(params.itemId);
  return {};
});
