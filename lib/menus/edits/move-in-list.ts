import type { Types } from 'mongoose';

/** Far beyond any list's length: "the rest of the list" for $slice. */
const REST = 1_000_000;

/**
 * Aggregation expression: `list` with the element whose _id is `id` moved to position `to` (clamped to the end), the
 * others keeping their order. Used inside a pipeline update, so the reorder is one atomic write on the current
 * document — never a read-modify-write that could drop a concurrent change.
 */
export function movedInList(list: string, id: Types.ObjectId, to: number): Record<string, unknown> {
  return {
    $let: {
      vars: {
        rest: { $filter: { input: list, as: 'e', cond: { $ne: ['$$e._id', id] } } },
        moved: { $filter: { input: list, as: 'e', cond: { $eq: ['$$e._id', id] } } },
      },
      in: { $concatArrays: [to === 0 ? [] : { $slice: ['$$rest', to] }, '$$moved', { $slice: ['$$rest', to, REST] }] },
    },
  };
}
