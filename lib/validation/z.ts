import * as zod from 'zod';
import type { ZodType } from 'zod';
import { issueMessage } from './issue-message';

/**
 * zod, configured once (no JIT, see below) with the product's generic required message (spec §5): '{path} is a required field'.
 * Every schema imports `z` from here so the message is the same on the client and the server. Messages are written
 * while parsing, in the language active then (lib/i18n/active-lang.ts): Arabic names the field by its label
 * ('العنوان مطلوب'). Schemas give their own messages with `zm(key, params)` from lib/i18n/t.ts.
 */
zod.config({
  // No code generation: zod's JIT probes `new Function`, which the pages' CSP (no 'unsafe-eval') reports as a violation.
  jitless: true,
  // What a schema did not word itself: the required message, and the field and what it must be (./issue-message.ts).
  customError: issueMessage,
});

/**
 * The part of zod the schemas use, as one object. Not zod's own `z` namespace: that one carries every locale zod ships
 * (40-odd languages' messages, ~270 KB of the browser's JavaScript on each page with a form), which the bundler keeps
 * whole once the namespace is used as a value. Add here what a schema needs.
 */
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  custom: zod.custom,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  literal: zod.literal,
  NEVER: zod.NEVER,
  number: zod.number,
  object: zod.object,
  preprocess: zod.preprocess,
  record: zod.record,
  strictObject: zod.strictObject,
  string: zod.string,
  tuple: zod.tuple,
  undefined: zod.undefined,
  union: zod.union,
  unknown: zod.unknown,
};

// The types schemas name through `z` (z.infer, z.input, z.output), as zod's namespace has them.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  export type infer<T extends ZodType> = zod.infer<T>;
  export type input<T extends ZodType> = zod.input<T>;
  export type output<T extends ZodType> = zod.output<T>;
}

export type { ZodType };

/** A partial edit's rule: at least one of its fields given (an empty or unknown-keyed body changes nothing: a 400). */
export const anyFieldGiven = (body: object): boolean => Object.values(body).some((v) => v !== undefined);
