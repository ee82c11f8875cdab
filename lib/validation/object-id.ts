import { z } from './z';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** A custom message for wrong values; a missing value falls through to the generic '{path} is a required field'. */
export const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

/** A 24-hex id; a wrong value gets `Invalid {name} id`. */
export const objectId = (name: string) =>
  z.string({ error: unlessMissing(`Invalid ${name} id`) }).regex(OBJECT_ID, `Invalid ${name} id`);
