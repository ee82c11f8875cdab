import { z } from './z';
import { zm } from '../i18n/t';
import { PASSWORD_MAX_LENGTH } from './password-limits';
import { requiredText } from './required-text';

/**
 * The login form's schema (spec §5 "Login messages"), shared by the form (zodResolver), POST /users/login and
 * next-auth's credentials check. A file of its own, apart from sign-up's (./user.ts): the login page then does not
 * carry the phone number library that sign-up needs.
 */

export const loginSchema = z.object({
  username: requiredText('usernameRequired', 'Username').trim().toLowerCase().min(1, zm('usernameRequired')).max(100, zm('usernameFormat')),
  password: requiredText('passwordRequired', 'Password').min(1, zm('passwordRequired')).max(200, zm('passwordTooLong', { max: PASSWORD_MAX_LENGTH })),
});

export type LoginValues = z.output<typeof loginSchema>;
