import type { mongo } from 'mongoose';

type Document = mongo.Document;
type ChangeStreamDocument = mongo.ChangeStreamDocument;
import { DinerOrder } from '../../models/DinerOrder';
import { Menu } from '../../models/Menu';
import { TableCall } from '../../models/TableCall';
import { User } from '../../models/User';
import { WebhookDelivery } from '../../models/WebhookDelivery';

/**
 * What the live channel tells, by topic: each topic is the changes of one collection, as the change stream reports
 * them. `menu`: any change of a menu document; `order` and `call`: a diner's order or a table call, inserted or
 * changed (with the document as it is now); `sessions`: a user's session version moved on (a log-out, a password
 * changed); `delivery`: a webhook delivery became due at some time (written, retried, or taken for a try), so every
 * instance's outbox, not only the one that wrote it, knows when to look. `resync` says the channel may have missed changes (the change history it resumes from is gone, or the
 * database was dropped): what a listener keeps must be thrown away or read again.
 */
export type LiveTopic = 'menu' | 'order' | 'call' | 'sessions' | 'delivery';

export type LiveChange = {
  type: 'change';
  /** What happened to the document. */
  op: 'insert' | 'replace' | 'update' | 'delete';
  /** The changed document's `_id`, as a string. */
  id: string;
  /** The document after the change (null: deleted, or gone again before it was looked up; always null for a menu, and only `dueAt` of a delivery, see liveStreamPipeline). */
  doc: Document | null;
  /** The fields an update set (null for inserts, replacements and deletes; of a menu only `username`, of a delivery only `dueAt`). */
  updated: Document | null;
};
export type LiveEvent = LiveChange | { type: 'resync' };

/** The collection behind each topic, read from the models (never a name written twice). */
export function topicCollections(): Record<LiveTopic, string> {
  return {
    menu: Menu.collection.collectionName,
    order: DinerOrder.collection.collectionName,
    call: TableCall.collection.collectionName,
    sessions: User.collection.collectionName,
    delivery: WebhookDelivery.collection.collectionName,
  };
}

/**
 * The change stream's own filter, run by the database: only the topics' collections (a cart add, a visit counted, a
 * rate-limit hit never reach the app), and of users only the updates that move `sessionVersion`. Drops of those
 * collections and of the database come through too: they are resyncs.
 */
export function liveStreamPipeline(colls: Record<LiveTopic, string>): Document[] {
  return [
    {
      $match: {
        $or: [
          { 'ns.coll': { $in: [colls.menu, colls.order, colls.call] } },
          { 'ns.coll': colls.sessions, operationType: 'update', 'updateDescription.updatedFields.sessionVersion': { $exists: true } },
          { 'ns.coll': colls.sessions, operationType: { $in: ['drop', 'rename'] } },
          { 'ns.coll': colls.delivery, operationType: 'insert' },
          { 'ns.coll': colls.delivery, operationType: 'update', 'updateDescription.updatedFields.dueAt': { $exists: true } },
          { operationType: { $in: ['dropDatabase', 'invalidate'] } },
        ],
      },
    },
    // A menu is a document of up to several MB: its listener needs only which menu changed and a rename's new short
    // name, so its events arrive without the document and without the other changed fields (a whole import's sections
    // would otherwise be sent to, and decoded by, every instance at every edit).
    // A delivery's outbox listener needs only when it is due (its payload may be large, its log larger still).
    {
      $set: {
        fullDocument: { $cond: [isOf(colls.menu), '$$REMOVE', { $cond: [isOf(colls.delivery), { dueAt: '$fullDocument.dueAt' }, '$fullDocument'] }] },
        'updateDescription.updatedFields': {
          $cond: [
            isOf(colls.menu),
            { username: '$updateDescription.updatedFields.username' },
            { $cond: [isOf(colls.delivery), { dueAt: '$updateDescription.updatedFields.dueAt' }, '$updateDescription.updatedFields'] },
          ],
        },
      },
    },
  ];
}

const isOf = (coll: string) => ({ $eq: ['$ns.coll', coll] });

/** Which topic an event belongs to and what it says; `all` for an event that spoils every topic (a drop). */
export function readChange(colls: Record<LiveTopic, string>, change: ChangeStreamDocument): { topic: LiveTopic | 'all'; event: LiveEvent } | null {
  if (change.operationType === 'dropDatabase' || change.operationType === 'invalidate') return { topic: 'all', event: { type: 'resync' } };
  const coll = 'ns' in change && change.ns && 'coll' in change.ns ? change.ns.coll : undefined;
  const topic = (Object.keys(colls) as LiveTopic[]).find((t) => colls[t] === coll);
  if (!topic) return null;
  switch (change.operationType) {
    case 'drop':
    case 'rename':
      return { topic, event: { type: 'resync' } };
    case 'insert':
    case 'replace':
      return { topic, event: { type: 'change', op: change.operationType, id: String(change.documentKey._id), doc: change.fullDocument ?? null, updated: null } };
    case 'update':
      return { topic, event: { type: 'change', op: 'update', id: String(change.documentKey._id), doc: change.fullDocument ?? null, updated: change.updateDescription.updatedFields ?? {} } };
    case 'delete':
      return { topic, event: { type: 'change', op: 'delete', id: String(change.documentKey._id), doc: null, updated: null } };
    default:
      return null;
  }
}
