import { CODE_MAIL_TEXT, type CodeMailWords } from '../i18n/mail';
import type { MailMessage } from './send-mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const textPart = (w: CodeMailWords, name: string, code: string, minutes: number) => [w.greeting(name), '', `${w.codeIs} ${code}`, `${w.validFor(minutes)} ${w.ignore}`];

const htmlPart = (w: CodeMailWords, name: string, code: string, minutes: number, dir: 'rtl' | 'ltr', font: string) => `<div dir="${dir}" style="font-family:${font};font-size:16px">
<p>${escape(w.greeting(name))}</p>
<p>${escape(w.codeIs)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${code}</p>
<p>${escape(w.validFor(minutes))} ${escape(w.ignore)}</p>
</div>`;

/**
 * A mail carrying a one-time code (e-mail verification, password reset): Arabic then English, the code in the subject,
 * in the text body's first line and large in the HTML body. `summary` is the console's line when no SMTP is set.
 */
export function codeMail(kind: keyof typeof CODE_MAIL_TEXT, to: string, name: string, code: string, validMinutes: number): MailMessage {
  const { ar, en } = CODE_MAIL_TEXT[kind];
  const text = [`${en.subject} / ${ar.subject}: ${code}`, '', ...textPart(ar, name, code, validMinutes), '', '---', '', ...textPart(en, name, code, validMinutes)].join('\n');
  const html = [htmlPart(ar, name, code, validMinutes, 'rtl', 'Tahoma,Arial,sans-serif'), '<hr>', htmlPart(en, name, code, validMinutes, 'ltr', 'Arial,sans-serif')].join('\n');
  return { to, subject: `${ar.subject} ${code} | ${en.subject}`, text, html, summary: `${kind === 'reset' ? 'reset-code' : 'code'}=${code}` };
}
