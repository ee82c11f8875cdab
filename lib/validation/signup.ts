import { z } from './z';
import { isValidPhone, storedPhone } from '../phone';
import { plainText } from './plain-text';
import { ACCOUNT_MESSAGES as M, accountEmail, accountUsername, newPasswordFields, passwordsMatch, requiredText } from './user';

/**
 * Sign-up's schema (spec §5 "Signup messages"), used by the form (zodResolver) and POST /users/signup: the account's
 * fields of ./user.ts, with the name, the phone (stored in E.164) and the terms.
 */
export const signupSchema = z
  .object({
    name: requiredText('nameRequired', 'Full Name').overwrite(plainText).trim().min(1, M.nameRequired).max(80, M.nameTooLong),
    username: accountUsername,
    email: accountEmail,
    phone: requiredText('phoneRequired', 'Phone number')
      .trim()
      .min(1, M.phoneRequired)
      .refine((v) => v === '' || isValidPhone(v), M.phoneInvalid)
      .transform(storedPhone),
    ...newPasswordFields,
    agreeToTerms: z.literal(true, M.termsRequired),
  })
  // The passwords' match is checked as soon as both are there, even while other fields are still wrong.
  .refine((v) => v.password === v.passwordConfirm, passwordsMatch);

export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;
