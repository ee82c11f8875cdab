import type { MailMessage } from './send-mail';

/** The password-reset code mail, Arabic then English, with the code plainly in the text body. */
export function passwordResetMail(to: string, name: string, code: string, validMinutes: number): MailMessage {
  const subject = `رمز استعادة كلمة المرور ${code} | Password reset code`;
  const text = [
    `Password reset code / رمز استعادة كلمة المرور: ${code}`,
    '',
    `مرحباً ${name}،`,
    '',
    `رمز استعادة كلمة المرور لحسابك هو: ${code}`,
    `الرمز صالح لمدة ${validMinutes} دقائق. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة، وكلمة مرورك لن تتغير.`,
    '',
    '---',
    '',
    `Hello ${name},`,
    '',
    `Your password reset code is: ${code}`,
    `It is valid for ${validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  ].join('\n');
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<div dir="rtl" style="font-family:Tahoma,Arial,sans-serif;font-size:16px">
<p>مرحباً ${escape(name)}،</p>
<p>رمز استعادة كلمة المرور لحسابك هو:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${code}</p>
<p>الرمز صالح لمدة ${validMinutes} دقائق. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة، وكلمة مرورك لن تتغير.</p>
</div>
<hr>
<div dir="ltr" style="font-family:Arial,sans-serif;font-size:16px">
<p>Hello ${escape(name)},</p>
<p>Your password reset code is <strong>${code}</strong>. It is valid for ${validMinutes} minutes.</p>
</div>`;
  return { to, subject, text, html, summary: `reset-code=${code}` };
}
