import { pollUntil } from './poll';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type StoredMail = { to: string[]; from: string; raw: string; receivedAt: number };

/**
 * A real SMTP server on loopback that stores every message it receives as a JSON file in `dir`,
 * so tests in any worker (jest, Playwright) can read the mail the app sent.
 */
export async function startMailbox(dir: string): Promise<{ port: number; stop(): Promise<void> }> {
  await fs.mkdir(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        const file = path.join(dir, `${Date.now()}-${process.pid}-${counter++}.json`);
        // Written whole, then renamed into place: a reader never sees half a file.
        const partial = path.join(dir, `.${path.basename(file)}.partial`);
        fs.writeFile(partial, JSON.stringify(mail))
          .then(() => fs.rename(partial, file))
          .then(() => callback(), callback);
      });
    },
  });
  const port: number = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits for the newest mail to `address` received after `since` and returns it. */
export async function waitForMail(dir: string, address: string, since = 0, timeoutMs = 15_000): Promise<StoredMail> {
  const wanted = address.toLowerCase();
  const newest = async (): Promise<StoredMail | null> => {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort().reverse();
    for (const f of files) {
      const mail = JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as StoredMail;
      if (mail.receivedAt >= since && mail.to.includes(wanted)) return mail;
    }
    return null;
  };
  return (await pollUntil(newest, (m) => m !== null, { what: `a mail to ${address}`, timeoutMs, intervalMs: 150 })) as StoredMail;
}

/** The 6-digit verification code in a mail. */
export function codeFromMail(mail: StoredMail): string {
  const body = mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n');
  const match = body.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no 6-digit code in the mail');
  return match[1];
}
