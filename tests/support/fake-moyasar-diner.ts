/**
 * A diner paying on the fake Moyasar's hosted page over plain HTTP, as a browser would (for the API tests; e2e drives
 * the same page in Chromium): opens the page the adapter's `redirectUrl` names, submits the card form its HTML
 * carries, answers the 3-D Secure step when one comes, and stops at the redirect that leaves the provider — the
 * return to our `returnUrl` — without following it.
 */
export interface DinerOutcome {
  /** Where the provider sent the browser back to (our return URL, with its query), or null if it kept the diner. */
  returnedTo: URL | null;
  /** The alert the hosted page showed last ('Payment failed: DECLINED'), or null. */
  alert: string | null;
}

const formAction = (html: string, base: string) => {
  const m = /<form method="post"(?: action="([^"]*)")?>/.exec(html);
  if (!m) throw new Error(`no form on the hosted page: ${html.slice(0, 300)}`);
  return new URL(m[1] ?? '', base).toString();
};
const alertOf = (html: string) => /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))) ?? null;

export async function payOnHostedPage(
  redirectUrl: string,
  card: string,
  { threeDSecure = 'authenticate' as 'authenticate' | 'fail', name = 'Sara Ahmad', cvc = '123' } = {},
): Promise<DinerOutcome> {
  const origin = new URL(redirectUrl).origin;
  const open = await fetch(redirectUrl);
  if (open.status !== 200) throw new Error(`hosted page: HTTP ${open.status}`);
  const pageUrl = formAction(await open.text(), redirectUrl);
  const year = String(new Date().getUTCFullYear() + 2);
  let res = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ name, number: card, month: '12', year, cvc }), redirect: 'manual' });
  for (let hops = 0; hops < 5; hops++) {
    const location = res.headers.get('location');
    if (!location) {
      const html = await res.text();
      return { returnedTo: null, alert: alertOf(html) };
    }
    const next = new URL(location, res.url || pageUrl);
    if (next.origin !== origin) return { returnedTo: next, alert: null };
    // The 3-D Secure step: the bank's page, one button.
    const challenge = await fetch(next);
    const action = formAction(await challenge.text(), next.toString());
    res = await fetch(action, { method: 'POST', body: new URLSearchParams({ result: threeDSecure }), redirect: 'manual' });
  }
  throw new Error('the hosted page redirected too many times');
}
