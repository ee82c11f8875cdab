import { route } from '@/lib/route/route';
import { accountView } from '@/lib/users/account-view';

/** The signed-in user (spec §7: data.user). */
export const GET = route({ access: 'user' }, async ({ user }) => ({ user: accountView(user) }));
