import { z } from './z';
import { OBJECT_ID_PATTERN } from './object-id-pattern';
import { zm, zmUnlessMissing } from '../i18n/t';

/** A custom message for wrong values; a missing value falls through to the generic '{path} is a required field'. */
export const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

/** A 24-hex id; a wrong value gets `Invalid {name} id`. */
export const objectId = (name: string) =>
  z.string({ error: zmUnlessMissing('invalidId', { field: name }) }).regex(OBJECT_ID_PATTERN, zm('invalidId', { field: name }));
