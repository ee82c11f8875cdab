import type { LngLat } from '@/lib/geo/great-circle';
import { apiFetch } from '@/lib/api/client-fetch';

/** Distance in km from the diner to a place through POST /api/v1/distances (spec §7); null when the call fails. */
export async function fetchDistanceKm(origin: LngLat, destination: LngLat): Promise<number | null> {
  try {
    const body = { locations: [origin, destination], metrics: ['distance'], units: 'km' };
    const res = await apiFetch<{ data?: { distances?: number[][] } }>('/api/v1/distances', { method: 'POST', body });
    const d = res.data?.data?.distances?.[0]?.[1];
    return typeof d === 'number' && Number.isFinite(d) ? d : null;
  } catch {
    return null;
  }
}

/** The browser has no geolocation at all (spec §8's message); a refusal or timeout rejects with the browser's error. */
export class GeolocationUnsupported extends Error {}

/** The diner's position as [lng, lat]: high accuracy, 10 s timeout (spec §7). */
export function currentPosition(): Promise<LngLat> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new GeolocationUnsupported());
    navigator.geolocation.getCurrentPosition(
      (p) => resolve([p.coords.longitude, p.coords.latitude]),
      (err) => reject(err),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  });
}
