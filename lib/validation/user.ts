import { z } from './z';
import { isValidPhone, storedPhone } from '../phone';
import { plainText } from './plain-text';
import { t, zm, type MessageKey } from '../i18n/t';

/**
 * Account schemas (spec §5 "Signup messages", "Login messages", "Verify"), shared by the forms (zodResolver) and the
 * route handlers. Every field is a string (or the terms boolean): an object such as {"$gt": ""} never gets through.
 */

/** A required text field: a missing or empty value gets `required`, a non-string gets '{field} must be text'. */
function requiredText(required: MessageKey, field: string) {
  const missing = zm(required).error;
  const notText = zm('notText', { field }).error;
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing() : notText()) });
}

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_LENGTH = 64;
export const CODE_PATTERN = /^\d{6}$/;

/** The messages of these forms (lib/i18n, spec §5 word for word in English), written in the active language. */
const M = {
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

const username = requiredText('usernameRequired', 'Username')
  .trim()
  .toLowerCase()
  .min(1, M.usernameRequired)
  .regex(USERNAME_PATTERN, M.usernameFormat);

export const signupSchema = z
  .object({
    name: requiredText('nameRequired', 'Full Name').overwrite(plainText).trim().min(1, M.nameRequired).max(80, M.nameTooLong),
    username,
    email: requiredText('emailRequired', 'Email')
      .trim()
      .toLowerCase()
      .min(1, M.emailRequired)
      .max(254, M.emailInvalid)
      .check(z.email(M.emailInvalid)),
    phone: requiredText('phoneRequired', 'Phone number')
      .trim()
      .min(1, M.phoneRequired)
      .refine((v) => v === '' || isValidPhone(v), M.phoneInvalid)
      .transform(storedPhone),
    password: requiredText('passwordRequired', 'Password')
      .min(1, M.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
    passwordConfirm: requiredText('passwordConfirmRequired', 'Password confirmation').min(1, M.passwordConfirmRequired),
    agreeToTerms: z.literal(true, M.termsRequired),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    ...M.passwordsMustMatch,
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
  username: requiredText('usernameRequired', 'Username').trim().toLowerCase().min(1, M.usernameRequired).max(100, M.usernameFormat),
  password: requiredText('passwordRequired', 'Password').min(1, M.passwordRequired).max(200, M.passwordTooLong),
});

export type LoginValues = z.output<typeof loginSchema>;

/** POST /users/verify/email?otp={code} (spec §5 "Verify: code required"). */
export const verifyEmailQuerySchema = z.object({
  otp: z.string().trim().min(1, zm('required', { field: 'otp' })).regex(CODE_PATTERN, M.codeFormat),
});

export type VerifyEmailQuery = z.output<typeof verifyEmailQuerySchema>;

/** A username in a path (GET /users/{username}). */
export const usernameParamSchema = z.string().trim().toLowerCase().regex(USERNAME_PATTERN);

/** A new password and its confirmation (password change and reset): the sign-up rules, and they must match. */
const newPasswordFields = {
  password: requiredText('passwordRequired', 'Password')
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  passwordConfirm: requiredText('passwordConfirmRequired', 'Password confirmation').min(1, M.passwordConfirmRequired),
};
const passwordsMatch = {
  error: M.passwordsMustMatch.error,
  path: ['passwordConfirm'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; passwordConfirm?: unknown };
    return typeof v?.password === 'string' && typeof v?.passwordConfirm === 'string' && v.passwordConfirm !== '';
  },
};

/** POST /users/me/password: the signed-in user's current password and a new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: requiredText('passwordRequired', 'Current password').min(1, M.passwordRequired).max(200, M.passwordTooLong),
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);

export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;

const accountEmail = requiredText('emailRequired', 'Email')
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .check(z.email(M.emailInvalid));

/** POST /users/password-reset/code: where to send a reset code. */
export const passwordResetRequestSchema = z.object({ email: accountEmail });

export type PasswordResetRequestValues = z.output<typeof passwordResetRequestSchema>;

/** POST /users/password-reset: the mailed code and the new password. */
export const passwordResetSchema = z
  .object({
    email: accountEmail,
    code: requiredText('codeFormat', 'Code').trim().regex(CODE_PATTERN, M.codeFormat),
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);

export type PasswordResetValues = z.output<typeof passwordResetSchema>;
