import { z } from './z';
import { zm } from '../i18n/t';

/**
 * A form's checkboxes out of a fixed set (an API key's scopes, a webhook's events): a list of known values, at least
 * one, each kept once. `field` names it in the messages.
 */
export function choiceList<T extends readonly [string, ...string[]]>(values: T, field: string) {
  const last = values[values.length - 1];
  return z
    .array(z.enum(values, zm('eitherOr', { field, a: values.slice(0, -1).join(', '), b: last })), zm('notList', { field }))
    .min(1, zm('chooseAtLeastOne', { field }))
    .max(values.length, zm('atMost', { field, max: values.length }))
    .transform((chosen) => [...new Set(chosen)]);
}
