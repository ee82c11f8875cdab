/**
 * Grants or revokes the provider-staff role (the orders manager). The only way to make staff: nothing in the browser can.
 *
 *   npm run staff -- grant <username>
 *   npm run staff -- revoke <username>
 *
 * Talks to MONGODB_URI (from the environment or .env). With the embedded database, the app must be running
 * (`npm start` prints the server's address) and MONGODB_URI must point at it.
 */
import { loadEnvConfig } from '@next/env';

const USAGE = 'Usage: npm run staff -- grant <username> | revoke <username>';

async function main(): Promise<number> {
  loadEnvConfig(process.cwd());
  const [action, username] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !username) {
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

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('[staff] failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
