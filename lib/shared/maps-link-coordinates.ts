/** A point as the forms write it: latitude and longitude in degrees. */
export type LatLong = { lat: number; long: number };

const NUM = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
/** The place's own pin in a Google Maps link ('!3d31.95!4d35.91'), more exact than the view's centre. */
const PLACE_PIN = new RegExp(String.raw`!3d${NUM}!4d${NUM}`);
/** The view's centre ('/@31.95,35.91,17z'). */
const VIEW_CENTRE = new RegExp(String.raw`@${NUM},${NUM}`);
/** A pair written as text: '31.95,35.91' or '31.95, 35.91' (a query value, a geo: link or the pair itself). */
const PAIR = new RegExp(String.raw`^${NUM}\s*,\s*${NUM}$`);
/** The query parameters map links put a point in. */
const POINT_PARAMS = ['q', 'query', 'll', 'center', 'destination', 'daddr'];

const inRange = (p: LatLong): LatLong | null => (Math.abs(p.lat) <= 90 && Math.abs(p.long) <= 180 && !(p.lat === 0 && p.long === 0) ? p : null);
const pair = (a: string, b: string): LatLong | null => inRange({ lat: Number(a), long: Number(b) });

function fromText(text: string): LatLong | null {
  const m = PAIR.exec(text.trim());
  return m ? pair(m[1], m[2]) : null;
}

/**
 * The point a pasted map link holds, read in the browser (no request is made: a short link such as maps.app.goo.gl
 * holds none and gives null). Google Maps' place pin, its view's centre, a point in the query (`?q=31.95,35.91`,
 * OpenStreetMap's and Apple's too), a `geo:` link, or the two numbers themselves. Null when none is found or it is off
 * the globe.
 */
export function coordinatesFromMapsLink(link: string): LatLong | null {
  const text = link.trim();
  if (!text) return null;
  const direct = fromText(text) ?? (text.toLowerCase().startsWith('geo:') ? fromText(text.slice(4).split(/[;?]/)[0]) : null);
  if (direct) return direct;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  let decoded = url.pathname + url.hash;
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    /* a malformed escape: read the link as it is */
  }
  const pin = PLACE_PIN.exec(decoded) ?? PLACE_PIN.exec(url.search);
  if (pin) return pair(pin[1], pin[2]);
  for (const name of POINT_PARAMS) {
    const value = url.searchParams.get(name);
    const point = value ? fromText(value) : null;
    if (point) return point;
  }
  // OpenStreetMap's '#map=17/31.95/35.91'.
  const osm = /map=\d{1,2}\/(-?\d{1,3}(?:\.\d+)?)\/(-?\d{1,3}(?:\.\d+)?)/.exec(url.hash);
  if (osm) return pair(osm[1], osm[2]);
  const centre = VIEW_CENTRE.exec(decoded);
  return centre ? pair(centre[1], centre[2]) : null;
}
