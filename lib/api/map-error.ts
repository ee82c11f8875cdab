import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { ApiError } from './errors';
import { failure } from './envelope';
import { t } from '../i18n/t';
import { DEFAULT_API_LANG, type Lang } from '../i18n/lang';

type MongoLikeError = { code?: number; name?: string; message?: string; keyValue?: Record<string, unknown>; keyPattern?: Record<string, unknown> };

/** The database refuses a document over its size limit (BSONObjectTooLarge, the update's result too large). */
const TOO_LARGE_CODES = new Set([10334, 17419, 17420]);
/** The database refuses a value it cannot store (BadValue, FailedToParse, TypeMismatch, PathNotViable, field names). */
const BAD_VALUE_CODES = new Set([2, 9, 14, 28, 52, 55, 56, 57]);

/**
 * The database cannot be reached (no server to select, a dropped connection, Mongoose's buffered command timing out):
 * a moment's outage, not a bug — 503 with a retry time, like the health check.
 */
const UNREACHABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
]);
function isUnreachable(err: MongoLikeError): boolean {
  if (UNREACHABLE_NAMES.has(err.name ?? '')) return true;
  return err.name === 'MongooseError' && /buffering timed out/.test(err.message ?? '');
}

/** A document the database (or the driver, before sending it) refuses for its size. */
function isTooLarge(err: MongoLikeError): boolean {
  if (typeof err.code === 'number' && TOO_LARGE_CODES.has(err.code)) return true;
  return err.name === 'BSONError' && /larger than|too large|size/i.test(err.message ?? '');
}

/**
 * The one place where anything thrown in a route becomes an HTTP answer, in the caller's language (zod's messages are
 * already in it: they are written while parsing, lib/i18n/active-lang.ts). A 500 never leaks internals.
 */
export function mapError(err: unknown, lang: Lang = DEFAULT_API_LANG) {
  if (err instanceof ApiError) {
    const headers = err.status === 429 ? { 'Retry-After': '60' } : err.status === 503 ? { 'Retry-After': '10' } : undefined;
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
    return failure(400, t(lang, 'invalidValue', { field: err.path }));
  }
  const mongoErr = err as MongoLikeError;
  if (mongoErr && mongoErr.code === 11000) {
    const field = Object.keys(mongoErr.keyPattern ?? mongoErr.keyValue ?? {})[0] ?? 'value';
    return failure(409, t(lang, 'alreadyTaken', { field }));
  }
  // The database's own refusals are the client's write, not a crash: 4xx, never 500. Nothing was written.
  if (mongoErr && isTooLarge(mongoErr)) {
    console.warn('[api] the database refused a document too large', mongoErr.code ?? mongoErr.name);
    return failure(413, t(lang, 'menuTooLarge'));
  }
  if (mongoErr && mongoErr.name === 'MongoServerError' && typeof mongoErr.code === 'number' && BAD_VALUE_CODES.has(mongoErr.code)) {
    console.warn('[api] the database refused a value', mongoErr.code, mongoErr.message);
    return failure(400, t(lang, 'invalidInput'));
  }
  if (mongoErr && isUnreachable(mongoErr)) {
    console.warn('[api] the database is not answering', mongoErr.name);
    return failure(503, t(lang, 'serviceUnavailable'), { 'Retry-After': '10' });
  }
  console.error('[api] unexpected error', err);
  return failure(500, t(lang, 'serverError'));
}
