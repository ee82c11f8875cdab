/**
 * The staff's login links (spec §9: the password is in the link). The password travels in the URL fragment, which the
 * browser never sends to the server (no access log, proxy or Referer sees it): `/login?username=…#password=…`. The
 * login page reads it in the browser and removes it from the address bar at once. Pure: used by the browser only.
 */
export function loginLinkUrl(origin: string, username: string, password: string): string {
  return `${origin}${fragmentLoginPath({ username, password })}`;
}

/** `/login?username=…[&next=…]#password=…`: where an older link (password in the query) is sent on to. */
export function fragmentLoginPath(link: { username: string; password: string; next?: string }): string {
  const query = new URLSearchParams({ username: link.username, ...(link.next ? { next: link.next } : {}) });
  return `/login?${query}#${new URLSearchParams({ password: link.password })}`;
}

export interface LoginLinkFields {
  username: string | null;
  password: string | null;
  /** The same address without the link's username and password (query and fragment), `next` kept. */
  cleanUrl: string;
}

/**
 * What a login link carries, from the page's address: the fragment form, and the older query form
 * (`?username=&password=`) so links already sent keep working. `cleanUrl` is the address to replace it with.
 */
export function readLoginLink(href: string): LoginLinkFields {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const username = fragment.get('username') ?? url.searchParams.get('username');
  const password = fragment.get('password') ?? url.searchParams.get('password');
  url.searchParams.delete('username');
  url.searchParams.delete('password');
  fragment.delete('username');
  fragment.delete('password');
  const hash = fragment.toString();
  return { username, password, cleanUrl: `${url.pathname}${url.search}${hash ? `#${hash}` : ''}` };
}
