import { countOf } from './plural';

/** A code mail's words in one language. */
export interface CodeMailWords {
  subject: string;
  greeting: (name: string) => string;
  codeIs: string;
  validFor: (minutes: number) => string;
  ignore: string;
}

const validForAr = (minutes: number) =>
  `الرمز صالح لمدة ${countOf('ar', minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', many: '{n} دقيقة', other: '{n} دقيقة' })}.`;
const validForEn = (minutes: number) => `It is valid for ${countOf('en', minutes, { one: '{n} minute', other: '{n} minutes' })}.`;

/**
 * The mails that carry a one-time code (lib/mail/code-mail.ts lays them out): Arabic first, then English, since the
 * account's language is not known when it is mailed.
 */
export const CODE_MAIL_TEXT: Record<'verification' | 'reset', { ar: CodeMailWords; en: CodeMailWords }> = {
  verification: {
    ar: {
      subject: 'رمز التحقق',
      greeting: (name) => `مرحباً ${name}،`,
      codeIs: 'رمز التحقق من بريدك الإلكتروني هو:',
      validFor: validForAr,
      ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    },
    en: {
      subject: 'Verification code',
      greeting: (name) => `Hello ${name},`,
      codeIs: 'Your e-mail verification code is:',
      validFor: validForEn,
      ignore: 'If you did not ask for it, ignore this message.',
    },
  },
  reset: {
    ar: {
      subject: 'رمز استعادة كلمة المرور',
      greeting: (name) => `مرحباً ${name}،`,
      codeIs: 'رمز استعادة كلمة المرور لحسابك هو:',
      validFor: validForAr,
      ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة، وكلمة مرورك لن تتغير.',
    },
    en: {
      subject: 'Password reset code',
      greeting: (name) => `Hello ${name},`,
      codeIs: 'Your password reset code is:',
      validFor: validForEn,
      ignore: 'If you did not ask for it, ignore this message: your password stays as it is.',
    },
  },
};
