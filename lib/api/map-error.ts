import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { ApiError } from './errors';
import { failure } from './envelope';
import { t } from '../i18n/t';
import { DEFAULT_API_LANG, type Lang } from '../i18n/lang';

type MongoLikeError = { code?: number; keyValue?: Record<string, unknown>; keyPattern?: Record<string, unknown> };

/**
 * The one place where anything thrown in a route becomes an HTTP answer, in the caller's language (zod's messages are
 * already in it: they are written while parsing, lib/i18n/active-lang.ts). A 500 never leaks internals.
 */
export function mapError(err: unknown, lang: Lang = DEFAULT_API_LANG) {
  if (err instanceof ApiError) {
    const headers = err.status === 429 ? { 'Retry-After': '60' } : undefined;
    return failure(err.status, err.messageIn(lang), headers);
  }
  if (err instanceof ZodError) {
    return failure(400, err.issues[0]?.message ?? t(lang, 'invalidInput'));
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const first = Object.values(err.errors)[0];
    return failure(400, first?.message ?? t(lang, 'invalidInput'));
  }
  if (err instanceof mongoose.Error.CastError) {
    return failure(400, `Invalid ${err.path}`);
  }
  const mongoErr = err as MongoLikeError;
  if (mongoErr && mongoErr.code === 11000) {
    const field = Object.keys(mongoErr.keyPattern ?? mongoErr.keyValue ?? {})[0] ?? 'value';
    return failure(409, t(lang, 'alreadyTaken', { field }));
  }
  console.error('[api] unexpected error', err);
  return failure(500, t(lang, 'serverError'));
}
