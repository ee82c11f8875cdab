import { coordinatesOf } from '../../validation/link-fields';
import type { PublicInfoInput } from '../../validation/public-info';

/** The spec's switch names (§7 default op) and the settings they set (§3). */
const SWITCHES = {
  enableBuy: 'settings.doMenuPurchase',
  showSaleSection: 'settings.doRenderDealsSection',
  doMarkClosestBranch: 'settings.doMarkClosestBranch',
  english: 'settings.english',
} as const;

/** Nested objects become dotted `$set` paths, so a partial body touches only the fields it carries. */
function flatten(prefix: string, value: Record<string, unknown>, out: Record<string, unknown>) {
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(key, v as Record<string, unknown>, out);
    else out[key] = v;
  }
}

/**
 * The one atomic update of a parsed public-info body: `$set` of each field present, the coordinates as the GeoJSON
 * point ([long, lat], §3) or `$unset` when both are cleared. Pure: unit-tested without a database.
 */
export function publicInfoUpdate(body: PublicInfoInput): { $set?: Record<string, unknown>; $unset?: Record<string, ''> } {
  // The payment keys are not written from here: the secret is sealed first (./payment-keys-update.ts).
  const { long, lat, enableBuy, showSaleSection, doMarkClosestBranch, english, payments, ...rest } = body;
  void long;
  void lat;
  void payments;
  const $set: Record<string, unknown> = {};
  flatten('', rest, $set);
  const switches = { enableBuy, showSaleSection, doMarkClosestBranch, english };
  for (const [name, path] of Object.entries(SWITCHES)) {
    const v = switches[name as keyof typeof switches];
    if (v) $set[path] = v === 'enable';
  }
  const coordinates = coordinatesOf(body);
  const update: { $set?: Record<string, unknown>; $unset?: Record<string, ''> } = {};
  if (coordinates) $set['institution.location.geoLocation'] = { type: 'Point', coordinates };
  if (coordinates === null) update.$unset = { 'institution.location.geoLocation': '' };
  if (Object.keys($set).length) update.$set = $set;
  return update;
}
