import { User, USER_ROLES } from '../../models/User';

export type UserRole = (typeof USER_ROLES)[number];

/** Grants or revokes the staff role (used by `npm run staff`; nothing in the browser can call it). Returns false for an unknown user. */
export async function setUserRole(username: string, role: UserRole): Promise<boolean> {
  const result = await User.updateOne({ username: username.trim().toLowerCase() }, { $set: { role } });
  return result.matchedCount > 0;
}
