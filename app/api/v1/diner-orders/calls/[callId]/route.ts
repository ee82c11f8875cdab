import { route } from '@/lib/route/route';
import { dismissTableCall } from '@/lib/diner-orders/table-calls';

/** A menu admin of the call's menu dismisses it (checked in dismissTableCall: the menu is the call's). */
export const DELETE = route({ access: 'verified' }, async ({ params, user }) => ({ data: await dismissTableCall(params.callId, user) }));
