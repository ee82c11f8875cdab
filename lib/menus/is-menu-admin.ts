import type { Types } from 'mongoose';

/** A menu's stored admins: user ids (older versions stored usernames; lib/migrations/admin-ids.ts converts them). */
export type StoredAdmins = readonly (Types.ObjectId | string)[] | null | undefined;

/**
 * THE rule "is this user an admin of this menu": the user's id is among the menu's admins. A username is never
 * compared, so whoever later signs up under a deleted or renamed admin's old name gets nothing.
 */
export function isMenuAdmin(menu: { admins?: StoredAdmins }, user: { _id: Types.ObjectId | string }): boolean {
  const id = String(user._id);
  return (menu.admins ?? []).some((admin) => typeof admin !== 'string' && String(admin) === id);
}
