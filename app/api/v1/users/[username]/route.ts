import { route } from '@/lib/route/route';
import { findUserByUsername } from '@/lib/users/find-user-by-username';

/** The orders manager's user lookup (staff only): data.data {name, phone, username}. */
export const GET = route({ access: 'staff' }, async ({ params }) => ({ data: await findUserByUsername(params.username) }));
