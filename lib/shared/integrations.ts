/**
 * The restaurant's open API: what an API key may be allowed, and the events a webhook may ask for. Shared by
 * the models, the schemas, the route wrapper and the admin screen, so it imports nothing.
 */
export const API_SCOPES = ['menu:read', 'orders:read', 'orders:write', 'stock:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** `tab.paid` is declared for integrators already: the bill it reports is not built yet, so nothing sends it today. */
export const WEBHOOK_EVENTS = ['order.created', 'order.status_changed', 'call.created', 'tab.paid', 'item.sold_out'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A key's text starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'qmk_';
/** How many keys and webhooks one menu may hold. */
export const API_KEYS_PER_MENU = 20;
export const WEBHOOKS_PER_MENU = 10;
/** Why a try got no answer, as a code the delivery log words in the reader's language (the raw error stays for integrators). */
export const WEBHOOK_TRY_FAILURES = ['invalidUrl', 'privateAddress', 'timeout', 'unreachable', 'deleted'] as const;
export type WebhookTryFailure = (typeof WEBHOOK_TRY_FAILURES)[number];

/** A delivery's status in the log. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
