import { apiFetch, ApiClientError } from '../api/client-fetch';
import { ORDERS_TEXT } from '../i18n/en';
import type { OrderView } from './order-view';

/** The orders manager's API calls from the browser (spec §7 Orders and Menu), each answering the server's data. */

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';

export async function staffCall<T>(path: string, method: Method = 'GET', body?: unknown): Promise<T> {
  try {
    return (await apiFetch<T>(path, { method, body })).data;
  } catch (err) {
    if (err instanceof ApiClientError && err.status === 0) throw new Error(ORDERS_TEXT.networkError);
    throw err;
  }
}

const orderCall = (id: string, suffix: string, method: Method, body: unknown) =>
  staffCall<{ data: OrderView }>(`/api/v1/orders/${id}${suffix}`, method, body).then((r) => r.data);

export const ordersApi = {
  setStatus: (id: string, status: string) => orderCall(id, '/', 'PUT', { status }),
  setSubEnd: (id: string, endDate: string) => orderCall(id, '/subscribtion', 'PUT', { endDate }),
  assignMenu: (id: string, menuId: string) => orderCall(id, '/menu', 'POST', { menuId }),
  addPayment: (id: string, method: string, value: number) => orderCall(id, '/debits', 'POST', { method, value }),
  addEdit: (id: string, phone: string) => orderCall(id, '/requiredEdits', 'POST', { phone }),
  setEditStatus: (id: string, index: number, status: string) => orderCall(id, `/requiredEdits/${index}`, 'PUT', { status }),
};
