import { apiFetch } from '@/lib/api/client-fetch';
import type { ApiKeyView } from '@/lib/api-keys/manage-api-keys';
import type { WebhookView } from '@/lib/webhooks/manage-webhooks';
import type { DeliveryView } from '@/lib/webhooks/delivery-log';
import type { CreateApiKeyValues } from '@/lib/api-keys/api-key-schema';
import type { CreateWebhookValues } from '@/lib/webhooks/webhook-schema';

/** The browser's calls of the integrations screen. */
const base = (menuId: string) => `/api/v1/quickmenu/${menuId}`;
type Data<T> = { data: T };

export const listApiKeys = (menuId: string) => apiFetch<Data<ApiKeyView[]>>(`${base(menuId)}/api-keys`);
export const createApiKey = (menuId: string, body: CreateApiKeyValues) => apiFetch<Data<ApiKeyView & { key: string }>>(`${base(menuId)}/api-keys`, { method: 'POST', body });
export const revokeApiKey = (menuId: string, keyId: string) => apiFetch<Data<{ _id: string }>>(`${base(menuId)}/api-keys/${keyId}`, { method: 'DELETE' });

export const listWebhooks = (menuId: string) => apiFetch<Data<WebhookView[]>>(`${base(menuId)}/webhooks`);
export const createWebhook = (menuId: string, body: CreateWebhookValues) => apiFetch<Data<WebhookView & { secret: string }>>(`${base(menuId)}/webhooks`, { method: 'POST', body });
export const deleteWebhook = (menuId: string, id: string) => apiFetch<Data<{ _id: string }>>(`${base(menuId)}/webhooks/${id}`, { method: 'DELETE' });
export const listDeliveries = (menuId: string, id: string) => apiFetch<Data<DeliveryView[]>>(`${base(menuId)}/webhooks/${id}/deliveries`);
export const replayDelivery = (menuId: string, id: string, deliveryId: string) =>
  apiFetch<Data<DeliveryView>>(`${base(menuId)}/webhooks/${id}/deliveries/${deliveryId}/replay`, { method: 'POST' });
