import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A short line for the console when no SMTP server is configured (e.g. 'code=123456'). */
  summary?: string;
}

const globalCache = globalThis as unknown as { __qrMenuMailer?: { url: string; transporter: Transporter } };

function transporterFor(url: string): Transporter {
  const cached = globalCache.__qrMenuMailer;
  if (cached && cached.url === url) return cached.transporter;
  const transporter = nodemailer.createTransport(url);
  globalCache.__qrMenuMailer = { url, transporter };
  return transporter;
}

/** Where mail goes when SMTP_URL is not set: one text file per message, so local sign-ups can still be finished. */
export const OUTBOX_DIR = path.join(process.cwd(), '.data', 'outbox');

/**
 * Sends a mail over SMTP (SMTP_URL, from MAIL_FROM). Without SMTP_URL (local development) the message is written to
 * `.data/outbox/<time>-<to>.txt` and summarised on the server console.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { MAIL_FROM: from, SMTP_URL: url } = serverEnv();
  if (url) {
    // Quoted-printable keeps ASCII (the code) readable in the raw message even around Arabic text.
    await transporterFor(url).sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      textEncoding: 'quoted-printable',
    });
    return;
  }
  // Verification codes: readable by the app's own user only (the folder may predate this rule, so chmod it too).
  await fs.mkdir(OUTBOX_DIR, { recursive: true, mode: 0o700 });
  await fs.chmod(OUTBOX_DIR, 0o700);
  const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = path.join(OUTBOX_DIR, `${Date.now()}-${safeTo}.txt`);
  await fs.writeFile(file, `From: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, { encoding: 'utf8', mode: 0o600 });
  console.log(`[mail] to=${message.to}${message.summary ? ` ${message.summary}` : ''} (no SMTP_URL: saved to ${file})`);
}
