import { apiFetch } from '@/lib/api/client-fetch';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import type { StationValues } from '@/lib/validation/station';
import type { TicketView } from '@/lib/kitchen/kitchen-tickets';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';

type Answer = { data: AdminMenu; message?: string };
const base = (menuId: string) => `/api/v1/quickmenu/${menuId}/stations`;

/** The browser's station and ticket calls. */
export const createStation = (menuId: string, body: StationValues) => apiFetch<Answer>(base(menuId), { method: 'POST', body });
export const editStation = (menuId: string, stationId: string, body: StationValues) => apiFetch<Answer>(`${base(menuId)}/${stationId}`, { method: 'PUT', body });
export const deleteStation = (menuId: string, stationId: string) => apiFetch<Answer>(`${base(menuId)}/${stationId}`, { method: 'DELETE' });

export const fetchStationTickets = async (menuId: string, stationId: string) => (await apiFetch<{ tickets: TicketView[] }>(`${base(menuId)}/${stationId}/tickets`)).data.tickets;
export const bumpTicket = async (ticketId: string, body: { bumped: boolean; line?: number }) =>
  (await apiFetch<{ ticket: TicketView; order: DinerOrderView }>(`/api/v1/tickets/${ticketId}`, { method: 'PUT', body })).data;
export const undoStationBump = async (menuId: string, stationId: string) => (await apiFetch<{ order: DinerOrderView }>(`${base(menuId)}/${stationId}/undo`, { method: 'POST' })).data.order;
