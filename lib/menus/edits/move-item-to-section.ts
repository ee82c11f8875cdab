import { updateMenu, type LeanMenu, type MenuHead, type MenuRead } from '../update-menu';
import { oid } from './menu-targets';
import { writeNamedItem } from './write-named-item';
import { ROOM, explainNoRoom, withRoom } from '../menu-limits';
import { msg } from '../../i18n/t';

interface MoveToSection {
  menu: MenuHead;
  /** Where the item is now (the query's sectionId) and the item. */
  fromSectionId: string;
  itemId: string;
  /** The section it goes to (the body's sectionId): it lands last there. */
  toSectionId: string;
  /** The item's other fields from the same request (title, price…), written in the same update; may be empty. */
  fields: Record<string, unknown>;
  itemname?: string;
  /** What the write reads back (the answer's sections). */
  read?: MenuRead;
}

/** The item as it is in the document, with the request's fields over it (each `$literal`: a "$" in a title is text). */
const MOVING = '$$moving';
const movedItem = (fields: Record<string, unknown>) =>
  Object.keys(fields).length === 0
    ? MOVING
    : { $mergeObjects: [MOVING, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { $literal: v }]))] };

/**
 * eitem with a body `sectionId` other than the query's: the item leaves its section and is appended to the target
 * section — with its _id (so its interests stay with it), image, sale, sub-items — in ONE pipeline update on the current
 * document. The condition names both the item in its section and the target section of the same menu, so a target
 * outside this menu (or a missing item) is a 404 and nothing changed.
 */
export function moveItemToSection({ menu, fromSectionId, itemId, toSectionId, fields, itemname, read }: MoveToSection): Promise<LeanMenu> {
  const from = oid(fromSectionId);
  const to = oid(toSectionId);
  const id = oid(itemId);
  const sourceItems = {
    $let: {
      vars: { src: { $arrayElemAt: [{ $filter: { input: '$sections', as: 's', cond: { $eq: ['$$s._id', from] } } }, 0] } },
      in: '$$src.items',
    },
  };
  const newSections = {
    $let: {
      vars: { moving: { $arrayElemAt: [{ $filter: { input: sourceItems, as: 'i', cond: { $eq: ['$$i._id', id] } } }, 0] } },
      in: {
        $map: {
          input: '$sections',
          as: 's',
          in: {
            $switch: {
              branches: [
                {
                  case: { $eq: ['$$s._id', from] },
                  then: { $mergeObjects: ['$$s', { items: { $filter: { input: '$$s.items', as: 'i', cond: { $ne: ['$$i._id', id] } } } }] },
                },
                {
                  case: { $eq: ['$$s._id', to] },
                  then: { $mergeObjects: ['$$s', { items: { $concatArrays: ['$$s.items', [movedItem(fields)]] } }] },
                },
              ],
              default: '$$s',
            },
          },
        },
      },
    },
  };
  const where = { $and: [{ sections: { $elemMatch: { _id: from, 'items._id': id } } }, { 'sections._id': to }] };
  const write = { menuId: menu, read, where, notFoundMessage: msg('moveTargetNotFound'), update: [{ $set: { sections: newSections } }] };
  // The target section must have room for one more item (the menu's total does not change).
  const room = [ROOM.item(toSectionId)[0]];
  const guarded = withRoom(write, room);
  const written = itemname ? writeNamedItem(guarded, itemname, itemId) : updateMenu(guarded);
  return written.catch((err: unknown) => explainNoRoom(write, room, err));
}
