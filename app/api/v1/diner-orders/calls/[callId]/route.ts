import { route } from '@/lib/route/route';
import { dismissTableCall } from '@/lib/diner-orders/table-calls';
import { menuOfTableCall } from '@/lib/api-keys/menu-of';

/** A menu admin of the call's menu dismisses it (checked in dismissTableCall: the menu is the call's). */
export const DELETE = route({ access: 'verified', apiKey: { scope: 'orders:write', menuOf: menuOfTableCall } }, async ({ params, user }) => ({ data: await dismissTableCall(params.callId, user) }));
