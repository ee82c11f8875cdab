/** The browser's diner-order calls, through the one browser fetch (it asks for the screen's language). */
import type { Lang } from '../i18n/lang';
import { apiFetch } from '../api/client-fetch';
import type { DinerOrderView } from './diner-order-view';
import type { DinerOrderStatus, TableCallKind } from '../shared/diner-order-rules';
import type { TableCallView } from './table-call-view';
import type { DinerOrdersPage } from './list-diner-orders';

export type SubmittedOrder = { order: DinerOrderView; whatsappUrl: string | null; statusUrl: string };

/** `branch`: the branch chosen for a cart from no table (a restaurant with branches). */
export const submitDinerOrder = async (cart: string, note: string, lang: Lang = 'ar', branch?: string) =>
  (await apiFetch<{ data: SubmittedOrder }>('/api/v1/diner-orders', { method: 'POST', body: { cart, note, ...(lang === 'ar' ? {} : { lang }), ...(branch ? { branch } : {}) } }))
    .data.data;

export const moveDinerOrder = async (orderId: string, status: DinerOrderStatus) =>
  (await apiFetch<{ data: DinerOrderView }>(`/api/v1/diner-orders/${orderId}`, { method: 'PUT', body: { status } })).data.data;

/** The diner takes back an order no one has accepted yet (409 once the restaurant has). */
export const cancelDinerOrder = async (orderId: string) =>
  (await apiFetch<{ data: DinerOrderView }>(`/api/v1/diner-orders/${orderId}/cancel`, { method: 'POST' })).data.data;

export const fetchDinerOrders = async (menuId: string, query: { status?: string; table?: string; branch?: string; date?: string }) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return (await apiFetch<{ data: DinerOrdersPage }>(`/api/v1/quickmenu/${menuId}/diner-orders${search.size ? `?${search.toString()}` : ''}`)).data.data;
};

export const callFromTable = async (menu: string, table: string, kind: TableCallKind) =>
  (await apiFetch<{ data: TableCallView }>('/api/v1/diner-orders/calls', { method: 'POST', body: { menu, table, kind } })).data.data;

export const dismissTableCall = async (callId: string) =>
  (await apiFetch<{ data: TableCallView }>(`/api/v1/diner-orders/calls/${callId}`, { method: 'DELETE' })).data.data;

export const dinerOrderStreamUrl = (orderId: string) => `/api/v1/diner-orders/${orderId}/stream`;
export const menuOrderStreamUrl = (menuId: string) => `/api/v1/quickmenu/${menuId}/diner-orders/stream`;
