import { ORDERS_PAGE_SIZE } from '../shared/order-rules';

/** The orders list's filters as they stand in the page URL and in the API query (spec §7 GET /api/v1/orders). */
export const FILTER_KEYS = [
  'username',
  'status',
  'hasUnreadyEdits',
  'canceled',
  'createdAtFrom',
  'createdAtTo',
  'subEndFrom',
  'subEndTo',
  'top',
  'topGt',
  'topLt',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string>;

/** The filters read from a URL query (unknown keys dropped, missing ones empty). */
export function readFilters(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k)?.trim() ?? ''])) as FilterValues;
}

/** The page (≥ 1) read from a URL query. */
export const readPage = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page')) || 1));

/** The query string of the filters that are set, plus the page when past the first. */
export function filterQuery(filters: FilterValues, page = 1): string {
  const q = new URLSearchParams();
  for (const k of FILTER_KEYS) if (filters[k]) q.set(k, filters[k]);
  if (page > 1) q.set('page', String(page));
  return q.toString();
}

/** The API address of a page of orders, or of the Excel download of the same filtered list. */
export function ordersApiPath(filters: FilterValues, page: number, excel = false): string {
  const q = new URLSearchParams(filterQuery(filters));
  if (excel) q.set('excel', '1');
  else {
    q.set('limit', String(ORDERS_PAGE_SIZE));
    q.set('page', String(page));
  }
  return `/api/v1/orders?${q.toString()}`;
}
