/**
 * Every route of /api/v1 (issue #61), by its folder under app/: what the OpenAPI document is generated from. A new route
 * file is added here with one line (tests/api/openapi.test.ts walks the route files and fails for one missing).
 */
import * as rcart from '../cart/route';
import * as rcart_id from '../cart/[id]/route';
import * as rdiner_orders from '../diner-orders/route';
import * as rdiner_orders_orderId from '../diner-orders/[orderId]/route';
import * as rdiner_orders_orderId_cancel from '../diner-orders/[orderId]/cancel/route';
import * as rdiner_orders_orderId_stream from '../diner-orders/[orderId]/stream/route';
import * as rdiner_orders_calls from '../diner-orders/calls/route';
import * as rdiner_orders_calls_callId from '../diner-orders/calls/[callId]/route';
import * as rdistances from '../distances/route';
import * as rorders from '../orders/route';
import * as rorders_id from '../orders/[id]/route';
import * as rorders_id_debits from '../orders/[id]/debits/route';
import * as rorders_id_invoice from '../orders/[id]/invoice/route';
import * as rorders_id_menu from '../orders/[id]/menu/route';
import * as rorders_id_requiredEdits from '../orders/[id]/requiredEdits/route';
import * as rorders_id_requiredEdits_index from '../orders/[id]/requiredEdits/[index]/route';
import * as rorders_id_subscribtion from '../orders/[id]/subscribtion/route';
import * as rquickmenu from '../quickmenu/route';
import * as rquickmenu_menuId from '../quickmenu/[menuId]/route';
import * as rquickmenu_menuId_admins from '../quickmenu/[menuId]/admins/route';
import * as rquickmenu_menuId_api_keys from '../quickmenu/[menuId]/api-keys/route';
import * as rquickmenu_menuId_api_keys_keyId from '../quickmenu/[menuId]/api-keys/[keyId]/route';
import * as rquickmenu_menuId_branches from '../quickmenu/[menuId]/branches/route';
import * as rquickmenu_menuId_branches_branchId from '../quickmenu/[menuId]/branches/[branchId]/route';
import * as rquickmenu_menuId_copy from '../quickmenu/[menuId]/copy/route';
import * as rquickmenu_menuId_diner_orders from '../quickmenu/[menuId]/diner-orders/route';
import * as rquickmenu_menuId_diner_orders_stream from '../quickmenu/[menuId]/diner-orders/stream/route';
import * as rquickmenu_menuId_export from '../quickmenu/[menuId]/export/route';
import * as rquickmenu_menuId_import from '../quickmenu/[menuId]/import/route';
import * as rquickmenu_menuId_init from '../quickmenu/[menuId]/init/route';
import * as rquickmenu_menuId_plan from '../quickmenu/[menuId]/plan/route';
import * as rquickmenu_menuId_print from '../quickmenu/[menuId]/print/route';
import * as rquickmenu_menuId_qr from '../quickmenu/[menuId]/qr/route';
import * as rquickmenu_menuId_qr_cards from '../quickmenu/[menuId]/qr/cards/route';
import * as rquickmenu_menuId_stats from '../quickmenu/[menuId]/stats/route';
import * as rquickmenu_menuId_tables from '../quickmenu/[menuId]/tables/route';
import * as rquickmenu_menuId_tables_tableId from '../quickmenu/[menuId]/tables/[tableId]/route';
import * as rquickmenu_menuId_tables_tableId_link from '../quickmenu/[menuId]/tables/[tableId]/link/route';
import * as rquickmenu_menuId_visits from '../quickmenu/[menuId]/visits/route';
import * as rquickmenu_menuId_webhooks from '../quickmenu/[menuId]/webhooks/route';
import * as rquickmenu_menuId_webhooks_webhookId from '../quickmenu/[menuId]/webhooks/[webhookId]/route';
import * as rquickmenu_menuId_webhooks_webhookId_deliveries from '../quickmenu/[menuId]/webhooks/[webhookId]/deliveries/route';
import * as rquickmenu_menuId_webhooks_webhookId_deliveries_deliveryId_replay from '../quickmenu/[menuId]/webhooks/[webhookId]/deliveries/[deliveryId]/replay/route';
import * as rquickmenu_items_itemId_interests from '../quickmenu/items/[itemId]/interests/route';
import * as rupload from '../upload/route';
import * as rusers_username from '../users/[username]/route';
import * as rusers_login from '../users/login/route';
import * as rusers_logout from '../users/logout/route';
import * as rusers_me from '../users/me/route';
import * as rusers_me_password from '../users/me/password/route';
import * as rusers_password_reset from '../users/password-reset/route';
import * as rusers_password_reset_code from '../users/password-reset/code/route';
import * as rusers_resend_email from '../users/resend/email/route';
import * as rusers_signup from '../users/signup/route';
import * as rusers_verify_email from '../users/verify/email/route';
import * as rcloudprnt_key from '../cloudprnt/[key]/route';
import * as rprint_bridge from '../print-bridge/route';
import * as rprint_bridge_jobs_jobId from '../print-bridge/jobs/[jobId]/route';
import * as rquickmenu_menuId_printers from '../quickmenu/[menuId]/printers/route';
import * as rquickmenu_menuId_printers_printerId from '../quickmenu/[menuId]/printers/[printerId]/route';
import * as rquickmenu_menuId_printers_printerId_reprint from '../quickmenu/[menuId]/printers/[printerId]/reprint/route';
import * as rquickmenu_menuId_printers_printerId_test from '../quickmenu/[menuId]/printers/[printerId]/test/route';
import * as rquickmenu_menuId_stations from '../quickmenu/[menuId]/stations/route';
import * as rquickmenu_menuId_stations_stationId from '../quickmenu/[menuId]/stations/[stationId]/route';
import * as rquickmenu_menuId_stations_stationId_tickets from '../quickmenu/[menuId]/stations/[stationId]/tickets/route';
import * as rquickmenu_menuId_stations_stationId_undo from '../quickmenu/[menuId]/stations/[stationId]/undo/route';
import * as rquickmenu_menuId_stats_prep_times from '../quickmenu/[menuId]/stats/prep-times/route';
import * as rtickets_ticketId from '../tickets/[ticketId]/route';
import type { RouteModules } from '@/lib/openapi/build-openapi';

export const ROUTE_MODULES: RouteModules = {
  'api/v1/cart': rcart,
  'api/v1/cart/[id]': rcart_id,
  'api/v1/diner-orders': rdiner_orders,
  'api/v1/diner-orders/[orderId]': rdiner_orders_orderId,
  'api/v1/diner-orders/[orderId]/cancel': rdiner_orders_orderId_cancel,
  'api/v1/diner-orders/[orderId]/stream': rdiner_orders_orderId_stream,
  'api/v1/diner-orders/calls': rdiner_orders_calls,
  'api/v1/diner-orders/calls/[callId]': rdiner_orders_calls_callId,
  'api/v1/distances': rdistances,
  'api/v1/orders': rorders,
  'api/v1/orders/[id]': rorders_id,
  'api/v1/orders/[id]/debits': rorders_id_debits,
  'api/v1/orders/[id]/invoice': rorders_id_invoice,
  'api/v1/orders/[id]/menu': rorders_id_menu,
  'api/v1/orders/[id]/requiredEdits': rorders_id_requiredEdits,
  'api/v1/orders/[id]/requiredEdits/[index]': rorders_id_requiredEdits_index,
  'api/v1/orders/[id]/subscribtion': rorders_id_subscribtion,
  'api/v1/quickmenu': rquickmenu,
  'api/v1/quickmenu/[menuId]': rquickmenu_menuId,
  'api/v1/quickmenu/[menuId]/admins': rquickmenu_menuId_admins,
  'api/v1/quickmenu/[menuId]/api-keys': rquickmenu_menuId_api_keys,
  'api/v1/quickmenu/[menuId]/api-keys/[keyId]': rquickmenu_menuId_api_keys_keyId,
  'api/v1/quickmenu/[menuId]/branches': rquickmenu_menuId_branches,
  'api/v1/quickmenu/[menuId]/branches/[branchId]': rquickmenu_menuId_branches_branchId,
  'api/v1/quickmenu/[menuId]/copy': rquickmenu_menuId_copy,
  'api/v1/quickmenu/[menuId]/diner-orders': rquickmenu_menuId_diner_orders,
  'api/v1/quickmenu/[menuId]/diner-orders/stream': rquickmenu_menuId_diner_orders_stream,
  'api/v1/quickmenu/[menuId]/export': rquickmenu_menuId_export,
  'api/v1/quickmenu/[menuId]/import': rquickmenu_menuId_import,
  'api/v1/quickmenu/[menuId]/init': rquickmenu_menuId_init,
  'api/v1/quickmenu/[menuId]/plan': rquickmenu_menuId_plan,
  'api/v1/quickmenu/[menuId]/print': rquickmenu_menuId_print,
  'api/v1/quickmenu/[menuId]/qr': rquickmenu_menuId_qr,
  'api/v1/quickmenu/[menuId]/qr/cards': rquickmenu_menuId_qr_cards,
  'api/v1/quickmenu/[menuId]/stats': rquickmenu_menuId_stats,
  'api/v1/quickmenu/[menuId]/tables': rquickmenu_menuId_tables,
  'api/v1/quickmenu/[menuId]/tables/[tableId]': rquickmenu_menuId_tables_tableId,
  'api/v1/quickmenu/[menuId]/tables/[tableId]/link': rquickmenu_menuId_tables_tableId_link,
  'api/v1/quickmenu/[menuId]/visits': rquickmenu_menuId_visits,
  'api/v1/quickmenu/[menuId]/webhooks': rquickmenu_menuId_webhooks,
  'api/v1/quickmenu/[menuId]/webhooks/[webhookId]': rquickmenu_menuId_webhooks_webhookId,
  'api/v1/quickmenu/[menuId]/webhooks/[webhookId]/deliveries': rquickmenu_menuId_webhooks_webhookId_deliveries,
  'api/v1/quickmenu/[menuId]/webhooks/[webhookId]/deliveries/[deliveryId]/replay': rquickmenu_menuId_webhooks_webhookId_deliveries_deliveryId_replay,
  'api/v1/quickmenu/items/[itemId]/interests': rquickmenu_items_itemId_interests,
  'api/v1/upload': rupload,
  'api/v1/users/[username]': rusers_username,
  'api/v1/users/login': rusers_login,
  'api/v1/users/logout': rusers_logout,
  'api/v1/users/me': rusers_me,
  'api/v1/users/me/password': rusers_me_password,
  'api/v1/users/password-reset': rusers_password_reset,
  'api/v1/users/password-reset/code': rusers_password_reset_code,
  'api/v1/users/resend/email': rusers_resend_email,
  'api/v1/users/signup': rusers_signup,
  'api/v1/users/verify/email': rusers_verify_email,
  'api/v1/cloudprnt/[key]': rcloudprnt_key,
  'api/v1/print-bridge': rprint_bridge,
  'api/v1/print-bridge/jobs/[jobId]': rprint_bridge_jobs_jobId,
  'api/v1/quickmenu/[menuId]/printers': rquickmenu_menuId_printers,
  'api/v1/quickmenu/[menuId]/printers/[printerId]': rquickmenu_menuId_printers_printerId,
  'api/v1/quickmenu/[menuId]/printers/[printerId]/reprint': rquickmenu_menuId_printers_printerId_reprint,
  'api/v1/quickmenu/[menuId]/printers/[printerId]/test': rquickmenu_menuId_printers_printerId_test,
  'api/v1/quickmenu/[menuId]/stations': rquickmenu_menuId_stations,
  'api/v1/quickmenu/[menuId]/stations/[stationId]': rquickmenu_menuId_stations_stationId,
  'api/v1/quickmenu/[menuId]/stations/[stationId]/tickets': rquickmenu_menuId_stations_stationId_tickets,
  'api/v1/quickmenu/[menuId]/stations/[stationId]/undo': rquickmenu_menuId_stations_stationId_undo,
  'api/v1/quickmenu/[menuId]/stats/prep-times': rquickmenu_menuId_stats_prep_times,
  'api/v1/tickets/[ticketId]': rtickets_ticketId,
};
