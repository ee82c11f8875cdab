/** A MongoDB ObjectId as text: 24 hex digits. Import-free, so client code can use it without pulling in zod. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;
