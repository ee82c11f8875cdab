/** A MongoDB ObjectId as text: 24 hex digits. Import-free, so client code can use it without pulling in zod. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/**
 * The one ObjectId check for ids that come from outside (URLs, bodies, tokens): a string of 24 hex digits. Not
 * mongoose's `isValid`, which also takes any 12-character string ('aaaaaaaaaaaa') for an id.
 */
export const isObjectIdText = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
