import { serverEnv } from './env';
/**
 * The site's public address (scheme, host, optional port), from the one setting NEXTAUTH_URL (next-auth needs it too):
 * every absolute link the server writes (Open Graph tags and images, the web app manifest, robots.txt) starts with it.
 * Behind a reverse proxy it is the address diners use, e.g. https://menu.example.com. Defaults to localhost:PORT.
 */
export function publicUrl(): URL {
  const { NEXTAUTH_URL, PORT } = serverEnv();
  const raw = NEXTAUTH_URL || `http://localhost:${PORT}`;
  return new URL(raw.endsWith('/') ? raw : `${raw}/`);
}

/** An absolute URL on the public address for a path ('/m/abc' -> 'https://menu.example.com/m/abc'). */
export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ''), publicUrl()).toString();
}
