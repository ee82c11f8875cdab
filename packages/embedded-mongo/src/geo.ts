/**
 * Geo queries on points: `$near` / `$nearSphere` (need a `2dsphere` or `2d` index on the
 * field, results ordered by distance) and `$geoWithin` (no index needed).
 * - Points are GeoJSON `{type: 'Point', coordinates: [lng, lat]}` or legacy pairs `[lng, lat]`.
 * - Distances on the sphere use the haversine formula with mongod's radius (6,378,100 m):
 *   metres for GeoJSON centres, radians for legacy `$nearSphere`; legacy `$near` is planar.
 * - `$geoWithin` shapes: `$geometry` Polygon / MultiPolygon (point in polygon on lng/lat,
 *   holes respected, edges as straight lines in lng/lat rather than great circles),
 *   `$centerSphere`, `$center`, `$box`, `$polygon`.
 * Documents whose field is not a point (lines, polygons) never match a geo query here.
 */
import { Doc, isPlainObject, isNumeric, toNumber, pathValues } from './values';
import { err } from './errors';
import type { Index } from './indexes';

type Pt = [number, number];
const EARTH_RADIUS_M = 6378100;

function pair(v: unknown): Pt | undefined {
  if (Array.isArray(v) && v.length >= 2 && isNumeric(v[0]) && isNumeric(v[1])) return [toNumber(v[0]), toNumber(v[1])];
  return undefined;
}

/** A stored value as a point, or undefined. */
export function asPoint(v: unknown): Pt | undefined {
  if (isPlainObject(v)) {
    if (v.type === 'Point') return pair(v.coordinates);
    const vals = Object.values(v);
    return vals.length === 2 ? pair(vals) : undefined;
  }
  return pair(v);
}

const rad = (d: number) => (d * Math.PI) / 180;

/** Angle between two lng/lat points, in radians. */
function angle(a: Pt, b: Pt): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const planar = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);

export interface NearQuery { path: string; distance: (p: Pt) => number; min: number; max: number }

/** Parses `{field: {$near | $nearSphere: ..., $maxDistance?, $minDistance?}}`. */
export function parseNear(path: string, cond: Doc, indexes: Index[]): NearQuery {
  const op = '$near' in cond ? '$near' : '$nearSphere';
  const spec = cond[op];
  const hasIndex = (kind: string) => indexes.some((i) => i.spec.key[path] === kind);
  let center: Pt | undefined;
  let distance: (p: Pt) => number;
  let min = cond.$minDistance;
  let max = cond.$maxDistance;
  // `{$near: {$geometry: point}}` or a bare GeoJSON point `{$near: {type: 'Point', coordinates}}`: spherical, metres
  if (isPlainObject(spec) && (isPlainObject(spec.$geometry) || spec.type === 'Point')) {
    center = asPoint(isPlainObject(spec.$geometry) ? spec.$geometry : spec);
    if (spec.$maxDistance !== undefined) max = spec.$maxDistance;
    if (spec.$minDistance !== undefined) min = spec.$minDistance;
    if (!hasIndex('2dsphere')) throw err(291, 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query');
    const c = center;
    distance = (p) => (c ? angle(c, p) * EARTH_RADIUS_M : Infinity);
  } else {
    center = pair(spec);
    if (!hasIndex('2dsphere') && !hasIndex('2d')) throw err(291, 'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query');
    const c = center;
    distance = op === '$nearSphere' ? (p) => (c ? angle(c, p) : Infinity) : (p) => (c ? planar(c, p) : Infinity);
  }
  if (!center) throw err(2, `invalid point in ${op}: ${JSON.stringify(spec)}`);
  return { path, distance, min: min === undefined ? 0 : toNumber(min), max: max === undefined ? Infinity : toNumber(max) };
}

/** Documents within the near query's range, nearest first. */
export function nearest(docs: Doc[], q: NearQuery): Doc[] {
  const scored: { d: Doc; dist: number }[] = [];
  for (const d of docs) {
    let best = Infinity;
    for (const v of pathValues(d, q.path)) {
      const pts = Array.isArray(v) && !pair(v) ? v.map(asPoint) : [asPoint(v)];
      for (const p of pts) if (p) best = Math.min(best, q.distance(p));
    }
    if (best >= q.min && best <= q.max) scored.push({ d, dist: best });
  }
  scored.sort((a, b) => a.dist - b.dist);
  return scored.map((s) => s.d);
}

function inRing(p: Pt, ring: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if ((yi > p[1]) !== (yj > p[1]) && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const ring = (r: unknown): Pt[] => (Array.isArray(r) ? r.map(pair).filter((x): x is Pt => !!x) : []);
const inPolygon = (p: Pt, rings: unknown[]) => inRing(p, ring(rings[0])) && !rings.slice(1).some((h) => inRing(p, ring(h)));

/** A predicate for a `$geoWithin` shape. */
export function withinShape(shape: unknown): (p: Pt) => boolean {
  if (!isPlainObject(shape)) throw err(2, '$geoWithin requires a shape');
  if (isPlainObject(shape.$geometry)) {
    const g = shape.$geometry;
    const coords = g.coordinates as unknown[];
    if (g.type === 'Polygon') return (p) => inPolygon(p, coords);
    if (g.type === 'MultiPolygon') return (p) => coords.some((poly) => inPolygon(p, poly as unknown[]));
    throw err(2, `$geoWithin not supported with type ${String(g.type)}`);
  }
  if (Array.isArray(shape.$centerSphere)) {
    const [c, r] = shape.$centerSphere as [unknown, unknown];
    const center = pair(c);
    if (!center) throw err(2, 'malformed $centerSphere');
    return (p) => angle(center, p) <= toNumber(r);
  }
  if (Array.isArray(shape.$center)) {
    const [c, r] = shape.$center as [unknown, unknown];
    const center = pair(c);
    if (!center) throw err(2, 'malformed $center');
    return (p) => planar(center, p) <= toNumber(r);
  }
  if (Array.isArray(shape.$box)) {
    const [a, b] = (shape.$box as unknown[]).map(pair);
    if (!a || !b) throw err(2, 'malformed $box');
    return (p) => p[0] >= Math.min(a[0], b[0]) && p[0] <= Math.max(a[0], b[0]) && p[1] >= Math.min(a[1], b[1]) && p[1] <= Math.max(a[1], b[1]);
  }
  if (Array.isArray(shape.$polygon)) {
    const r = ring(shape.$polygon);
    return (p) => inRing(p, r);
  }
  throw err(2, `unknown $geoWithin shape: ${Object.keys(shape)[0]}`);
}
