import type { MailMessage } from './send-mail';

/** The e-mail verification code mail, Arabic then English, with the code plainly in the text body. */
export function verificationMail(to: string, name: string, code: string, validMinutes: number): MailMessage {
  const subject = `رمز التحقق ${code} | Verification code`;
  const text = [
    `Verification code / رمز التحقق: ${code}`,
    '',
    `مرحباً ${name}،`,
    '',
    `رمز التحقق من بريدك الإلكتروني هو: ${code}`,
    `الرمز صالح لمدة ${validMinutes} دقائق. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.`,
    '',
    '---',
    '',
    `Hello ${name},`,
    '',
    `Your e-mail verification code is: ${code}`,
    `It is valid for ${validMinutes} minutes. If you did not ask for it, ignore this message.`,
  ].join('\n');
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<div dir="rtl" style="font-family:Tahoma,Arial,sans-serif;font-size:16px">
<p>مرحباً ${escape(name)}،</p>
<p>رمز التحقق من بريدك الإلكتروني هو:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${code}</p>
<p>الرمز صالح لمدة ${validMinutes} دقائق. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.</p>
</div>
<hr>
<div dir="ltr" style="font-family:Arial,sans-serif;font-size:16px">
<p>Hello ${escape(name)},</p>
<p>Your e-mail verification code is <strong>${code}</strong>. It is valid for ${validMinutes} minutes.</p>
</div>`;
  return { to, subject, text, html, summary: `code=${code}` };
}
