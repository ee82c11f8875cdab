import { msg, translate, type Message } from '../i18n/t';
import type { Lang } from '../i18n/lang';

/** The one error type route handlers and domain functions throw. The wrapper maps it to the envelope. */
export class ApiError extends Error {
  readonly status: number;
  /** The message as a catalogue key (lib/i18n, translated into the caller's language by mapError), or a literal text. */
  readonly text: Message | string;
  constructor(status: number, message: Message | string) {
    super(translate('en', message));
    this.name = 'ApiError';
    this.status = status;
    this.text = message;
  }

  /** The message in the caller's language. */
  messageIn(lang: Lang): string {
    return translate(lang, this.text);
  }
}

type Text = Message | string;
export const badRequest = (message: Text) => new ApiError(400, message);
export const unauthorized = (message: Text = msg('notLoggedIn')) => new ApiError(401, message);
export const forbidden = (message: Text = msg('notAllowed')) => new ApiError(403, message);
export const notFound = (message: Text = msg('notFound')) => new ApiError(404, message);
export const conflict = (message: Text) => new ApiError(409, message);
export const tooLarge = (message: Text) => new ApiError(413, message);
export const tooManyRequests = (message: Text = msg('tooManyRequests')) => new ApiError(429, message);
export const serviceUnavailable = (message: Text) => new ApiError(503, message);
