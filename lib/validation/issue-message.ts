import type { core } from 'zod';
import { activeLang } from '../i18n/active-lang';
import { t } from '../i18n/t';

/**
 * The message of a zod issue that its schema did not word itself, in the language active while parsing
 * (lib/i18n/active-lang.ts): the field named (Arabic: by its label) and what it must be — never zod's own English
 * ('Invalid input: expected string, received number') on an Arabic screen or in an Arabic API answer. Wired in once,
 * as zod's customError (./z.ts); a schema's own message comes first.
 */
export function issueMessage(issue: core.$ZodRawIssue): string | undefined {
  const lang = activeLang();
  const path = issue.path?.length ? issue.path.join('.') : '';
  const field = path || 'value';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return t(lang, 'required', { field });
      if (!path) return t(lang, 'bodyNotObject');
      if (issue.expected === 'string') return t(lang, 'notText', { field });
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return t(lang, 'notNumber', { field });
      if (issue.expected === 'boolean') return t(lang, 'eitherOr', { field, a: 'true', b: 'false' });
      if (issue.expected === 'array') return t(lang, 'notList', { field });
      if (issue.expected === 'date') return t(lang, 'notDate', { field });
      return t(lang, 'invalidValue', { field });
    case 'invalid_value':
      if (issue.values.length <= 6) return t(lang, 'oneOf', { field, options: issue.values.map(String).join(', ') });
      return t(lang, 'invalidValue', { field });
    case 'too_big':
      if (issue.origin === 'string') return t(lang, 'tooLong', { field, max: Number(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'array') return t(lang, 'atMost', { field, max: Number(issue.maximum) });
      return t(lang, 'invalidValue', { field });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t(lang, 'required', { field });
      if (issue.origin === 'number') return t(lang, 'atLeast', { field, min: Number(issue.minimum) });
      return t(lang, 'invalidValue', { field });
    default:
      return path ? t(lang, 'invalidValue', { field }) : t(lang, 'invalidInput');
  }
}
