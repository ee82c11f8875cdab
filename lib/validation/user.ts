import { z } from './z';
import { isValidPhone, storedPhone } from '../phone';

/**
 * Account schemas (spec §5 "Signup messages", "Login messages", "Verify"), shared by the forms (zodResolver) and the
 * route handlers. Every field is a string (or the terms boolean): an object such as {"$gt": ""} never gets through.
 */

/** A required text field: a missing or empty value gets `required`, a non-string gets `${label} must be text`. */
function requiredText(required: string, label: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`) });
}

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_LENGTH = 64;
export const CODE_PATTERN = /^\d{6}$/;

export const USER_MESSAGES = {
  nameRequired: 'Full Name is required',
  nameTooLong: 'Full Name must be at most 80 characters',
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be 3 to 30 characters: lowercase English letters, digits, dot, underscore or dash',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsMustMatch: 'Passwords must match',
  passwordConfirmRequired: 'Password confirmation is required',
  emailInvalid: 'Invalid Email',
  emailRequired: 'Email is required',
  termsRequired: 'Please, accepting the terms is a must',
  phoneInvalid: 'Invalid Phone Number',
  phoneRequired: 'Phone number is required',
  codeFormat: 'The code is the 6 digits sent to your e-mail',
} as const;

const M = USER_MESSAGES;

const username = requiredText(M.usernameRequired, 'Username')
  .trim()
  .toLowerCase()
  .min(1, M.usernameRequired)
  .regex(USERNAME_PATTERN, M.usernameFormat);

export const signupSchema = z
  .object({
    name: requiredText(M.nameRequired, 'Full Name').trim().min(1, M.nameRequired).max(80, M.nameTooLong),
    username,
    email: requiredText(M.emailRequired, 'Email')
      .trim()
      .toLowerCase()
      .min(1, M.emailRequired)
      .max(254, M.emailInvalid)
      .check(z.email({ error: M.emailInvalid })),
    phone: requiredText(M.phoneRequired, 'Phone number')
      .trim()
      .min(1, M.phoneRequired)
      .refine((v) => v === '' || isValidPhone(v), M.phoneInvalid)
      .transform(storedPhone),
    password: requiredText(M.passwordRequired, 'Password')
      .min(1, M.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
    passwordConfirm: requiredText(M.passwordConfirmRequired, 'Password confirmation').min(1, M.passwordConfirmRequired),
    agreeToTerms: z.literal(true, { error: M.termsRequired }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: M.passwordsMustMatch,
    path: ['passwordConfirm'],
    // Check the match as soon as both passwords are there, even while other fields are still wrong.
    when: (payload) => {
      const v = payload.value as { password?: unknown; passwordConfirm?: unknown };
      return typeof v?.password === 'string' && typeof v?.passwordConfirm === 'string' && v.passwordConfirm !== '';
    },
  });

export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  username: requiredText(M.usernameRequired, 'Username').trim().toLowerCase().min(1, M.usernameRequired).max(100, M.usernameFormat),
  password: requiredText(M.passwordRequired, 'Password').min(1, M.passwordRequired).max(200, M.passwordTooLong),
});

export type LoginValues = z.output<typeof loginSchema>;

/** POST /users/verify/email?otp={code} (spec §5 "Verify: code required"). */
export const verifyEmailQuerySchema = z.object({
  otp: z.string().trim().min(1, 'otp is a required field').regex(CODE_PATTERN, M.codeFormat),
});

export type VerifyEmailQuery = z.output<typeof verifyEmailQuerySchema>;

/** A username in a path (GET /users/{username}). */
export const usernameParamSchema = z.string().trim().toLowerCase().regex(USERNAME_PATTERN);
