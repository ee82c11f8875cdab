import type { Types } from 'mongoose';
import { EmailCode } from '../../models/EmailCode';
import { EMAIL_CODE_RESEND_SECONDS } from './email-code-rules';

/** Seconds before this user may ask for a new code (0 when allowed now): the verify page starts its cooldown here. */
export async function secondsUntilResend(userId: Types.ObjectId | string): Promise<number> {
  const last = await EmailCode.findOne({ user: userId }).select('sentAt').lean();
  if (!last) return 0;
  const left = Math.ceil((last.sentAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000);
  return Math.max(0, Math.min(EMAIL_CODE_RESEND_SECONDS, left));
}
