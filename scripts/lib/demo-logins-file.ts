/**
 * Where the demo's generated passwords are kept after `npm start` (or `npm run seed`) printed them once: an owner-only
 * file, `.data/demo-logins.txt` by default. Only the seeding run knows the passwords (the database keeps bcrypt hashes).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DemoLogin } from '../../lib/seed/seed-demo';

export const DEFAULT_DEMO_LOGINS_FILE = path.join('.data', 'demo-logins.txt');

/** Writes the logins (`role<TAB>username<TAB>password` per line) readable by this user only. */
export function writeDemoLogins(file: string, logins: DemoLogin[]): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const text = [
    '# Demo logins generated when the demo was seeded. Change them: npm run staff -- set-password <username>',
    ...logins.map((l) => `${l.role}\t${l.username}\t${l.password}`),
    '',
  ].join('\n');
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** The logins a seeding run wrote (empty when there is no such file). */
export function readDemoLogins(file: string): DemoLogin[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [role, username, password] = line.split('\t');
      return { role, username, password };
    });
}
