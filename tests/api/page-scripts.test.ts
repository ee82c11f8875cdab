import { de, en, fr } from 'zod/locales';
import { ADMIN_NOTICES, AUTH_TEXT } from '@/lib/i18n/ar';
import { CART_TEXT } from '@/lib/i18n/diner-ar';
import { API_MESSAGES } from '@/lib/i18n/api-ar';
import { insertMenuFixture } from '../support/menu-fixture';
import { rawRequest } from '../support/raw-request';

/**
 * What a page's scripts carry besides the page. A page with a form: zod's English messages (the fallback under the
 * app's own texts) and none of the other languages zod ships; through zod's `z` namespace the bundle kept every
 * locale, ~270 KB of the sign-in page's JavaScript (lib/validation/z.ts says why). The public menu: the diner's words
 * and the API's messages, none of the admin's or the sign-in's; with the Arabic catalogue in one module every page
 * carried all of it (the menu ~35 KB more, lib/i18n/ar.ts says how it is split).
 */

/** Every script the page's HTML names, as one text. */
async function scriptsOf(path: string): Promise<string> {
  const page = await rawRequest('GET', path);
  expect(page.status).toBe(200);
  const urls = [...new Set([...page.body.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]))];
  expect(urls.length).toBeGreaterThan(0);
  return (await Promise.all(urls.map((u) => rawRequest('GET', u)))).map((r) => r.body).join('\n');
}
const opening = (message: string) => message.split(/\s?:/)[0];
const sample = { code: 'invalid_type', expected: 'string', input: 1 } as const;

it("sends zod's English messages with the sign-in page and no other language of zod's", async () => {
  const scripts = await scriptsOf('/login');
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

it("sends the public menu with the diner's words and the API's messages, and none of the admin's or the sign-in's", async () => {
  const menu = await insertMenuFixture();
  const scripts = await scriptsOf(`/m/${menu.username}`);
  // Compared as flags, so a failure names the text and not the scripts searched.
  const sent = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, scripts.includes(v)]));
  expect(sent({ addToCart: CART_TEXT.addToCart, soldOut: API_MESSAGES.soldOut })).toEqual({ addToCart: true, soldOut: true });
  expect(sent({ edited: ADMIN_NOTICES.edited, itemMoved: ADMIN_NOTICES.itemMoved, signUp: AUTH_TEXT.signupIntro })).toEqual({
    edited: false,
    itemMoved: false,
    signUp: false,
  });
});
