import { Types } from 'mongoose';
import type { BranchValues } from '../../validation/branch';
import { OBJECT_ID_PATTERN } from '../../validation/object-id-pattern';
import { notFound } from '../../api/errors';
import { updateMenu } from '../update-menu';
import { ROOM, updateMenuWithRoom } from '../menu-limits';
import { branchDocument } from './branch-document';
import { msg } from '../../i18n/t';

export const BRANCH_NOT_FOUND = msg('branchNotFound');

function branchOid(branchId: string) {
  if (!OBJECT_ID_PATTERN.test(branchId)) throw notFound(BRANCH_NOT_FOUND);
  return new Types.ObjectId(branchId);
}

/** POST …/branches: a new branch at the end of the list. */
export function createBranch(menuId: Types.ObjectId, body: BranchValues) {
  return updateMenuWithRoom({ menuId, update: { $push: { branches: branchDocument(body) } } }, ROOM.branch());
}

/**
 * PUT …/branches/{branchId}: replaces the branch's phone and location (its id stays), and its English side when the
 * body names one (else it is kept); 404 for a foreign id.
 */
export function editBranch(menuId: Types.ObjectId, branchId: string, body: BranchValues) {
  const _id = branchOid(branchId);
  const doc = branchDocument(body);
  return updateMenu({
    menuId,
    where: { 'branches._id': _id },
    update: {
      $set: {
        'branches.$[b].phone': doc.phone,
        'branches.$[b].location': doc.location,
        ...(doc.translations ? { 'branches.$[b].translations': doc.translations } : {}),
      },
    },
    arrayFilters: [{ 'b._id': _id }],
    notFoundMessage: BRANCH_NOT_FOUND,
  });
}

/** DELETE …/branches/{branchId}; 404 for a foreign id. Its tables stay, in no branch (the same write). */
export function deleteBranch(menuId: Types.ObjectId, branchId: string) {
  const _id = branchOid(branchId);
  return updateMenu({
    menuId,
    where: { 'branches._id': _id },
    update: { $pull: { branches: { _id } }, $set: { 'tables.$[t].branchId': null } },
    arrayFilters: [{ 't.branchId': _id }],
    notFoundMessage: BRANCH_NOT_FOUND,
  });
}
