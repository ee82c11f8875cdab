/**
 * Grants or revokes the provider-staff role (the orders manager). The only way to make staff: nothing in the browser can.
 *
 *   npm run staff -- grant <username>
 *   npm run staff -- revoke <username>
 *   npm run staff -- set-password <username>      (the new password from stdin, or asked for on a terminal; never argv)
 *
 * Talks to MONGODB_URI (from the environment or .env). With the embedded database, the app must be running
 * (`npm start` prints the server's address) and MONGODB_URI must point at it.
 */
import { loadEnvConfig } from '@next/env';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/validation/user';

const USAGE = 'Usage: npm run staff -- grant <username> | revoke <username> | set-password <username>';
const ACTIONS = ['grant', 'revoke', 'set-password'];

async function main(): Promise<number> {
  loadEnvConfig(process.cwd());
  const [action, username] = process.argv.slice(2);
  if (!ACTIONS.includes(action) || !username || process.argv.length > 4) {
    console.error(USAGE);
    return 2;
  }
  if (!process.env.MONGODB_URI) {
    console.error(
      [
        'MONGODB_URI is not set, so there is no database to change.',
        'With the embedded database: start the app (`npm start`); it prints',
        '  [start] embedded MongoDB-compatible server on mongodb://127.0.0.1:<port>',
        'then run, while it is running:',
        `  MONGODB_URI=mongodb://127.0.0.1:<port>/qrmenu npm run staff -- ${action} ${username}`,
        '(set EMBEDDED_MONGO_PORT in .env to keep that port fixed). With a real MongoDB, set MONGODB_URI to it.',
      ].join('\n'),
    );
    return 1;
  }

  const { connectDb } = await import('../lib/db');
  if (action === 'set-password') {
    const password = await readNewPassword();
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      return 1;
    }
    const mongoose = await connectDb();
    try {
      const { setPasswordByUsername } = await import('../lib/users/set-password-by-username');
      if (!(await setPasswordByUsername(username, password))) {
        console.error(`No user named "${username}".`);
        return 1;
      }
      console.log(`The password of ${username} is changed; every session of that account has ended.`);
      return 0;
    } finally {
      await mongoose.disconnect();
    }
  }
  const { setUserRole } = await import('../lib/users/set-user-role');
  const mongoose = await connectDb();
  try {
    const found = await setUserRole(username, action === 'grant' ? 'staff' : 'user');
    if (!found) {
      console.error(`No user named "${username}".`);
      return 1;
    }
    console.log(action === 'grant' ? `${username} is now provider staff.` : `${username} is no longer provider staff.`);
    return 0;
  } finally {
    await mongoose.disconnect();
  }
}

function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/**
 * The new password: the first line of stdin when it is piped (`… set-password owner < file`), else asked for twice on
 * the terminal without echo. Never from the command line (shell history, `ps`).
 */
async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/, 1)[0];
  }
  const first = await askHidden('New password: ');
  const again = await askHidden('Repeat it: ');
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    let value = '';
    const onData = (buf: Buffer) => {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('[staff] failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
