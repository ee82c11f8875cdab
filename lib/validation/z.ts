import { z } from 'zod';

/**
 * zod, configured once (no JIT, see below) with the product's generic required message (spec §5): '{path} is a required field'.
 * Every schema imports `z` from here so the message is the same on the client and the server.
 */
z.config({
  // No code generation: zod's JIT probes `new Function`, which the pages' CSP (no 'unsafe-eval') reports as a violation.
  jitless: true,
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      const path = issue.path && issue.path.length ? issue.path.join('.') : 'value';
      return `${path} is a required field`;
    }
    return undefined;
  },
});

export { z };
export type { ZodType } from 'zod';
