import { z } from './z';
import { zm, type MessageKey } from '../i18n/t';

/** A required text field: a missing or empty value gets `required`, a non-string gets '{field} must be text'. */
export function requiredText(required: MessageKey, field: string) {
  const missing = zm(required).error;
  const notText = zm('notText', { field }).error;
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing() : notText()) });
}
