import { MongoClient } from 'mongodb';
import { startStack, type Stack } from './stack';

/**
 * The provider admin account (PROVIDER_ADMIN_USERNAME, default 'provider') every new menu lists among its admins: it
 * must exist for staff to create menus, as it does on a seeded database. Staff, verified, no usable
 * password (nobody logs in as it in the API tests).
 */
async function ensureProviderAdmin(mongoUri: string): Promise<void> {
  const client = await MongoClient.connect(mongoUri);
  try {
    await client.db().collection('users').updateOne(
      { username: 'provider' },
      {
        $setOnInsert: {
          name: 'Provider',
          username: 'provider',
          email: 'provider@qrmenu.test',
          phone: '+962790000000',
          passwordHash: '!',
          emailVerified: true,
          role: 'staff',
          sessionVersion: 0,
        },
      },
      { upsert: true },
    );
  } finally {
    await client.close();
  }
}

export default async function globalSetup() {
  const stack = await startStack();
  (globalThis as unknown as { __stack: Stack }).__stack = stack;
  await ensureProviderAdmin(stack.mongoUri);
}
