/** A tiny HTTP client for API tests: real requests to the running app, with a cookie jar per client. */

/** Response bodies are JSON the tests read field by field; they are typed loosely on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export type ApiResponse<T = LooseJson> = { status: number; body: T; headers: Headers };

let clientCounter = 0;
/**
 * Jest reloads this module for every test file, restarting the counter: a random prefix per load keeps clients of
 * different files (in the same worker) from sharing an address, and so a rate-limit window.
 */
const hex16 = () => Math.floor(Math.random() * 0x10000).toString(16);
const filePrefix = `fd00:${hex16()}:${hex16()}::`;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client looks like a different visitor to the rate limits (the app runs with TRUST_PROXY=1). */
  readonly ip = `${filePrefix}${(++clientCounter).toString(16)}`;

  constructor(readonly baseUrl = process.env.TEST_BASE_URL as string) {
    if (!this.baseUrl) throw new Error('TEST_BASE_URL is not set: run through the api jest project');
  }

  async request<T = LooseJson>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: { 'x-forwarded-for': this.ip, ...headers, cookie: this.cookieHeader() },
    };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, init);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const idx = pair.indexOf('=');
      const name = pair.slice(0, idx).trim();
      const value = pair.slice(idx + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const type = res.headers.get('content-type') ?? '';
    const parsed = method === 'HEAD' ? '' : type.includes('application/json') ? await res.json() : await res.text();
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  /** Another client with the same address and a copy of the cookies (what it receives does not change this one). */
  clone(): TestClient {
    const twin = new TestClient(this.baseUrl);
    Object.defineProperty(twin, 'ip', { value: this.ip });
    for (const [k, v] of this.cookies) twin.cookies.set(k, v);
    return twin;
  }

  get<T = LooseJson>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = LooseJson>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = LooseJson>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = LooseJson>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
