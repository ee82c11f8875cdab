import { z } from 'zod';
import { t } from '../i18n/t';
import { activeLang } from '../i18n/active-lang';

/**
 * zod, configured once (no JIT, see below) with the product's generic required message (spec §5): '{path} is a required field'.
 * Every schema imports `z` from here so the message is the same on the client and the server. Messages are written
 * while parsing, in the language active then (lib/i18n/active-lang.ts): Arabic names the field by its label
 * ('العنوان مطلوب'). Schemas give their own messages with `zm(key, params)` from lib/i18n/t.ts.
 */
z.config({
  // No code generation: zod's JIT probes `new Function`, which the pages' CSP (no 'unsafe-eval') reports as a violation.
  jitless: true,
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      const path = issue.path && issue.path.length ? issue.path.join('.') : 'value';
      return t(activeLang(), 'required', { field: path });
    }
    return undefined;
  },
});

export { z };
export type { ZodType } from 'zod';
