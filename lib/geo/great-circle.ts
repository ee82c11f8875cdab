/** Great-circle distance (haversine) on a sphere of the Earth's mean radius. Pure and client-safe. */
export const EARTH_RADIUS_KM = 6371.0088;

/** A position as [longitude, latitude] in degrees (GeoJSON order, spec §3). */
export type LngLat = readonly [number, number];

const rad = (deg: number) => (deg * Math.PI) / 180;

export function greatCircleKm(from: LngLat, to: LngLat): number {
  const [lng1, lat1] = from;
  const [lng2, lat2] = to;
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
