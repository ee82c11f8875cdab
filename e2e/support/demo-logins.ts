/** The demo's generated passwords, as the seeding in global-setup.ts received them (set before the workers start). */
export const DEMO_LOGINS_ENV = 'E2E_DEMO_LOGINS';

/** The password the demo seeding generated for `username` ('owner' or 'provider'). */
export function demoPassword(username: 'owner' | 'provider'): string {
  const logins = JSON.parse(process.env[DEMO_LOGINS_ENV] ?? '[]') as { username: string; password: string }[];
  const found = logins.find((l) => l.username === username);
  if (!found) throw new Error(`no generated demo password for ${username}: run through the e2e global setup`);
  return found.password;
}
