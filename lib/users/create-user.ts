import { User, type UserDoc } from '../../models/User';
import { conflict } from '../api/errors';
import type { SignupValues } from '../validation/signup';
import { hashPassword } from './hash-password';
import { providerAdminUsername } from '../menus/provider-admin';
import { msg } from '../i18n/t';

type DuplicateKeyError = { code?: number; keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown> };

/**
 * Creates an unverified user. Uniqueness of username and e-mail is the database's unique indexes' job: a duplicate
 * insert fails atomically and becomes a 409 with a message naming the field.
 */
export async function createUser(values: SignupValues): Promise<UserDoc> {
  // The provider admin's name (PROVIDER_ADMIN_USERNAME) is reserved: only an operator creates that account.
  if (values.username === providerAdminUsername()) throw conflict(msg('usernameTaken'));
  const passwordHash = await hashPassword(values.password);
  try {
    return await User.create({
      name: values.name,
      username: values.username,
      email: values.email,
      phone: values.phone,
      passwordHash,
      emailVerified: false,
      role: 'user',
      agreedToTermsAt: new Date(),
    });
  } catch (err) {
    const dup = err as DuplicateKeyError;
    if (dup?.code === 11000) {
      const field = Object.keys(dup.keyPattern ?? dup.keyValue ?? {})[0];
      if (field === 'email') throw conflict(msg('emailRegistered'));
      throw conflict(msg('usernameTaken'));
    }
    throw err;
  }
}
