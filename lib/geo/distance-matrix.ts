import { greatCircleKm, type LngLat } from './great-circle';

/** A symmetric matrix of great-circle distances in km between every pair of positions, rounded to metres. */
export function distanceMatrix(locations: readonly LngLat[]): number[][] {
  return locations.map((a) => locations.map((b) => Math.round(greatCircleKm(a, b) * 1000) / 1000));
}
