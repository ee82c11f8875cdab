import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { setSessionCookie } from '@/lib/auth/session';
import { signupSchema } from '@/lib/validation/signup';
import { createUser } from '@/lib/users/create-user';
import { sendVerificationCode } from '@/lib/users/send-verification-code';
import { accountView } from '@/lib/users/account-view';

/** Sign-up: creates an unverified user, mails a verification code and signs the user in. */
export const POST = route({ access: 'public', body: signupSchema }, async ({ body, clientKey }) => {
  await enforceRateLimit(RATE_LIMITS.signup.client, clientKey);
  const user = await createUser(body);
  // The account exists either way; a mail failure is logged and the user can ask for a new code.
  await sendVerificationCode(user, { throttle: false }).catch(() => undefined);
  const { name, username, email, phone, emailVerified } = accountView(user);
  const res = ok({ user: { name, username, email, phone, emailVerified } }, 201);
  await setSessionCookie(res, { id: String(user._id), username, name, sessionVersion: user.sessionVersion });
  return res;
});
