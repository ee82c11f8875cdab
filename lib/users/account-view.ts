import type { UserDoc } from '../../models/User';

export interface AccountView {
  name: string;
  username: string;
  email: string;
  phone: string;
  emailVerified: boolean;
  role: 'user' | 'staff';
}

/** What the account endpoints show of a user: never the password hash or internal fields. */
export function accountView(user: UserDoc): AccountView {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    emailVerified: Boolean(user.emailVerified),
    role: user.role === 'staff' ? 'staff' : 'user',
  };
}
