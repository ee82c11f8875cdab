import { API_MESSAGES as EN, type ApiMessages } from './api-en';
import { API_MESSAGES as AR, FIELD_LABELS } from './api-ar';
import type { Lang } from './lang';
import { activeLang } from './active-lang';

/**
 * The one lookup of API and validation messages: `t(lang, key, params)`. Both catalogues have the same keys
 * (ar.ts is typed by en.ts). A `field` parameter is a field's key: English shows it as the spec writes it
 * ('institution.name is a required field'), Arabic shows the field's label ('اسم المطعم مطلوب').
 */
export type MessageKey = keyof ApiMessages;
export type MessageParams<K extends MessageKey> = ApiMessages[K] extends (p: infer P) => string ? P : undefined;
type ParamArgs<K extends MessageKey> = MessageParams<K> extends undefined ? [] : [params: MessageParams<K>];

/** A message not yet put into words: what ApiError carries, translated at the edge (lib/api/map-error.ts). */
export type Message = { [K in MessageKey]: { key: K; params?: MessageParams<K> } }[MessageKey];

const CATALOGUES: Record<Lang, ApiMessages> = { en: EN, ar: AR };
const ARABIC_FALLBACK_LABEL = 'هذا الحقل';

/** The field's name in `lang`: English keeps the key (without a 'context:' prefix), Arabic gives its label. */
export function fieldLabel(lang: Lang, field: string): string {
  const plain = field.includes(':') ? field.slice(field.indexOf(':') + 1) : field;
  if (lang === 'en') return plain;
  const path = plain.split('.').filter((segment) => !/^\d+$/.test(segment));
  return (
    FIELD_LABELS[field] ?? FIELD_LABELS[path.join('.')] ?? FIELD_LABELS[path.slice(-2).join('.')] ?? FIELD_LABELS[path[path.length - 1] ?? ''] ?? ARABIC_FALLBACK_LABEL
  );
}

export function t<K extends MessageKey>(lang: Lang, key: K, ...args: ParamArgs<K>): string {
  return lookUp(lang, key, args[0]);
}

/** t() for a key and params that arrive as data (a Message, a zod option): the catalogue entry, written out. */
function lookUp(lang: Lang, key: MessageKey, given: unknown): string {
  const entry = CATALOGUES[lang][key] as string | ((p: unknown) => string);
  if (typeof entry === 'string') return entry;
  const params = { ...(given as Record<string, unknown>) };
  if (typeof params.field === 'string') params.field = fieldLabel(lang, params.field);
  return entry(params);
}

/** A message to be translated later (thrown in ApiError, translated in the caller's language). */
export function msg<K extends MessageKey>(key: K, ...args: ParamArgs<K>): Message {
  return { key, params: args[0] } as Message;
}

export function translate(lang: Lang, message: Message | string): string {
  if (typeof message === 'string') return message;
  return lookUp(lang, message.key, message.params);
}

/**
 * A zod error option whose text is written when the issue is raised, in the language active then (lib/i18n/active-lang.ts):
 * `z.string().min(1, zm('required', { field: 'title' }))`. Usable wherever zod takes `{ error }`.
 */
export function zm<K extends MessageKey>(key: K, ...args: ParamArgs<K>): { error: () => string } {
  return { error: () => lookUp(activeLang(), key, args[0]) };
}

/** Like zm, for zod's `error` functions that keep the generic required message for a missing value. */
export function zmUnlessMissing<K extends MessageKey>(key: K, ...args: ParamArgs<K>) {
  const { error } = zm(key, ...args);
  return (issue: { input?: unknown }) => (issue.input === undefined ? undefined : error());
}
