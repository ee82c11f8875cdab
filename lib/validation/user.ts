import { z } from './z';
import { t, zm, type MessageKey } from '../i18n/t';
import { asciiDigits } from '../shared/ascii-digits';

/**
 * Account schemas (spec §5 "Signup messages", "Verify", the password's change and reset) and the fields sign-up
 * shares with them, used by the forms (zodResolver) and the route handlers. Every field is a string (or the terms
 * boolean): an object such as {"$gt": ""} never gets through. Sign-up's schema is in ./signup.ts: only the sign-up
 * page then carries the phone number library.
 */

/** A required text field: a missing or empty value gets `required`, a non-string gets '{field} must be text'. */
export function requiredText(required: MessageKey, field: string) {
  const missing = zm(required).error;
  const notText = zm('notText', { field }).error;
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing() : notText()) });
}

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_LENGTH = 64;
/** A mailed code: six digits (Arabic-Indic ones are read as ASCII first, as a phone's Arabic number pad types them). */
export const CODE_PATTERN = /^\d{6}$/;
/**
 * A password-reset code: six digits, or twelve once the account's wrong codes of the day are spent (lib/users/
 * reset-try-limits.ts): a code no one can guess, so its owner is not locked out by others' guesses.
 */
export const LONG_RESET_CODE_LENGTH = 12;
export const RESET_CODE_PATTERN = /^(?:\d{6}|\d{12})$/;

/** The messages of these forms (lib/i18n, spec §5 word for word in English), written in the active language. */
export const ACCOUNT_MESSAGES = {
  nameRequired: zm('nameRequired'),
  nameTooLong: zm('nameTooLong'),
  usernameRequired: zm('usernameRequired'),
  usernameFormat: zm('usernameFormat'),
  passwordRequired: zm('passwordRequired'),
  passwordTooShort: zm('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  passwordTooLong: zm('passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
  passwordsMustMatch: zm('passwordsMustMatch'),
  passwordConfirmRequired: zm('passwordConfirmRequired'),
  emailInvalid: zm('signupEmailInvalid'),
  emailRequired: zm('emailRequired'),
  termsRequired: zm('termsRequired'),
  phoneInvalid: zm('signupPhoneInvalid'),
  phoneRequired: zm('phoneRequired'),
  codeFormat: zm('codeFormat'),
  resetCodeFormat: zm('resetCodeFormat'),
};

/** The English texts of these messages (spec §5), for callers that compare with them. */
export const USER_MESSAGES = {
  nameRequired: t('en', 'nameRequired'),
  usernameRequired: t('en', 'usernameRequired'),
  passwordRequired: t('en', 'passwordRequired'),
  passwordsMustMatch: t('en', 'passwordsMustMatch'),
  emailInvalid: t('en', 'signupEmailInvalid'),
  termsRequired: t('en', 'termsRequired'),
  phoneInvalid: t('en', 'signupPhoneInvalid'),
} as const;

export const loginSchema = z.object({
  username: requiredText('usernameRequired', 'Username').trim().toLowerCase().min(1, ACCOUNT_MESSAGES.usernameRequired).max(100, ACCOUNT_MESSAGES.usernameFormat),
  password: requiredText('passwordRequired', 'Password').min(1, ACCOUNT_MESSAGES.passwordRequired).max(200, ACCOUNT_MESSAGES.passwordTooLong),
});

export type LoginValues = z.output<typeof loginSchema>;

/** POST /users/verify/email?otp={code} (spec §5 "Verify: code required"). */
export const verifyEmailQuerySchema = z.object({
  otp: z.string().trim().overwrite(asciiDigits).min(1, zm('required', { field: 'otp' })).regex(CODE_PATTERN, ACCOUNT_MESSAGES.codeFormat),
});

export type VerifyEmailQuery = z.output<typeof verifyEmailQuerySchema>;

/** A new account's username. */
export const accountUsername = requiredText('usernameRequired', 'Username')
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.usernameRequired)
  .regex(USERNAME_PATTERN, ACCOUNT_MESSAGES.usernameFormat);

/** A username in a path (GET /users/{username}). */
export const usernameParamSchema = z.string().trim().toLowerCase().regex(USERNAME_PATTERN);

/** A new password and its confirmation (password change and reset): the sign-up rules, and they must match. */
export const newPasswordFields = {
  password: requiredText('passwordRequired', 'Password')
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  passwordConfirm: requiredText('passwordConfirmRequired', 'Password confirmation').min(1, ACCOUNT_MESSAGES.passwordConfirmRequired),
};
export const passwordsMatch = {
  error: ACCOUNT_MESSAGES.passwordsMustMatch.error,
  path: ['passwordConfirm'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; passwordConfirm?: unknown };
    return typeof v?.password === 'string' && typeof v?.passwordConfirm === 'string' && v.passwordConfirm !== '';
  },
};

/** POST /users/me/password: the signed-in user's current password and a new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: requiredText('passwordRequired', 'Current password').min(1, ACCOUNT_MESSAGES.passwordRequired).max(200, ACCOUNT_MESSAGES.passwordTooLong),
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);

export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;

export const accountEmail = requiredText('emailRequired', 'Email')
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .check(z.email(ACCOUNT_MESSAGES.emailInvalid));

/** POST /users/password-reset/code: where to send a reset code. */
export const passwordResetRequestSchema = z.object({ email: accountEmail });

export type PasswordResetRequestValues = z.output<typeof passwordResetRequestSchema>;

/** POST /users/password-reset: the mailed code and the new password. */
export const passwordResetSchema = z
  .object({
    email: accountEmail,
    code: requiredText('codeFormat', 'Code').trim().overwrite(asciiDigits).regex(RESET_CODE_PATTERN, ACCOUNT_MESSAGES.resetCodeFormat),
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);

export type PasswordResetValues = z.output<typeof passwordResetSchema>;
