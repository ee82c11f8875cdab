import { route } from '@/lib/route/route';
import { listStationTickets } from '@/lib/diner-orders/tickets/list-station-tickets';

/** A station's open tickets, oldest first (menu admins). `kitchen` for the one kitchen of a menu without stations. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({ tickets: await listStationTickets(menu, params.stationId) }));
