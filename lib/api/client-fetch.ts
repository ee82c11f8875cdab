import { activeLang } from '../i18n/active-lang';
import { CLIENT_ERRORS as AR_ERRORS } from '../i18n/api-ar';
import { CLIENT_ERRORS as EN_ERRORS } from '../i18n/api-en';

/**
 * The browser's one way to call the API: JSON in, the `{status, data}` envelope out, credentials always sent.
 * A failed call throws an ApiClientError carrying the server's message (shown as an error toast by the caller). The
 * request asks for the screen's language (`Accept-Language: ar` on the Arabic pages, `en` on the staff page), not the
 * browser's: a diner whose browser prefers English still reads the Arabic menu's messages in Arabic.
 */
export type Envelope<T> = { status: 'success'; data: T };

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/**
 * Told to the page when a call is refused for want of a session (401): the admin and the staff's page then say so and
 * offer to sign in in another tab, so what the user typed stays where it is (components/ui/SessionEndedNotice.tsx).
 */
export const SESSION_ENDED_EVENT = 'qrmenu:session-ended';

/** A failed call's error, from every way the browser calls the API (fetch here, the uploads' XMLHttpRequest). */
export function failedCall(message: string, status: number): ApiClientError {
  if (status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  return new ApiClientError(message, status);
}

/** The browser's own failure messages, in the screen's language (texts in lib/i18n). */
export const clientError = (kind: 'network' | 'unexpected'): string => (activeLang() === 'en' ? EN_ERRORS : AR_ERRORS)[kind];

export async function apiFetch<T = unknown>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  const { method = 'GET', body, signal } = options;
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json', 'accept-language': activeLang() }, signal };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }

  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiClientError(clientError('network'), 0);
  }

  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  const payload = isJson ? await res.json().catch(() => null) : null;
  if (res.ok && payload && payload.status === 'success') return payload as Envelope<T>;
  const message = payload && typeof payload.message === 'string' && payload.message ? payload.message : clientError('unexpected');
  throw failedCall(message, res.status);
}
