/**
 * The code mails (e-mail verification, password reset): their words come from lib/i18n/mail.ts, Arabic first then
 * English, the minutes counted as each language counts them, and the account's name cannot put markup in the HTML.
 */
import { codeMail } from '../../lib/mail/code-mail';

it('a verification mail: the code in the subject and first line, Arabic then English, 10 minutes in both', () => {
  const mail = codeMail('verification', 'sara@example.com', 'سارة', '123456', 10);
  expect(mail.to).toBe('sara@example.com');
  expect(mail.subject).toBe('رمز التحقق 123456 | Verification code');
  const lines = mail.text.split('\n');
  expect(lines[0]).toBe('Verification code / رمز التحقق: 123456');
  expect(mail.text.indexOf('مرحباً سارة،')).toBeLessThan(mail.text.indexOf('Hello سارة,'));
  expect(mail.text).toContain('الرمز صالح لمدة 10 دقائق.');
  expect(mail.text).toContain('It is valid for 10 minutes.');
  expect(mail.html).toContain('<div dir="rtl"');
  expect(mail.summary).toBe('code=123456');
});

it('a reset mail says the password stays as it is, and counts 1, 2, 15 minutes in proper Arabic', () => {
  expect(codeMail('reset', 'a@b.c', 'Ali', '654321', 15).text).toContain('الرمز صالح لمدة 15 دقيقة.');
  expect(codeMail('reset', 'a@b.c', 'Ali', '654321', 2).text).toContain('الرمز صالح لمدة دقيقتين.');
  const one = codeMail('reset', 'a@b.c', 'Ali', '654321', 1);
  expect(one.text).toContain('الرمز صالح لمدة دقيقة واحدة.');
  expect(one.text).toContain('It is valid for 1 minute.');
  expect(one.text).toContain('your password stays as it is');
  expect(one.summary).toBe('reset-code=654321');
});

it("the account's name is text in the HTML body, not markup", () => {
  const html = codeMail('verification', 'a@b.c', '<img src=x onerror=alert(1)>', '111111', 10).html!;
  expect(html).not.toContain('<img');
  expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
});
