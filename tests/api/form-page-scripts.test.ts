import { de, en, fr } from 'zod/locales';
import { rawRequest } from '../support/raw-request';

/**
 * What a page with a form sends the browser of zod: its English messages (the fallback under the app's own texts) and
 * none of the other languages zod ships. Through zod's `z` namespace the bundle kept every locale, ~270 KB of the
 * sign-in page's JavaScript (lib/validation/z.ts says why).
 */
const opening = (message: string) => message.split(/\s?:/)[0];
const sample = { code: 'invalid_type', expected: 'string', input: 1 } as const;

it("sends zod's English messages with the sign-in page and no other language of zod's", async () => {
  const page = await rawRequest('GET', '/login');
  expect(page.status).toBe(200);
  const urls = [...new Set([...page.body.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]))];
  const scripts = (await Promise.all(urls.map((u) => rawRequest('GET', u)))).map((r) => r.body).join('\n');
  const english = opening(en().localeError(sample) as string);
  expect(english).toBe('Invalid input');
  // Compared as flags, so a failure names the message and not the 800 KB searched.
  expect({ message: english, sent: scripts.includes(english) }).toEqual({ message: english, sent: true });
  for (const locale of [de, fr]) {
    const other = opening(locale().localeError(sample) as string);
    expect(other.length).toBeGreaterThan(5);
    expect({ message: other, sent: scripts.includes(other) }).toEqual({ message: other, sent: false });
  }
});
