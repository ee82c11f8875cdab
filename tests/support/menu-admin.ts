import { TestClient } from './http';
import { signUpVerifiedUser } from './accounts';
import { insertMenuFixture, type MenuFixture } from './menu-fixture';

/** A verified user signed in on `admin` (a TestClient) and a fresh fixture menu that lists them as its admin. */
export async function menuWithAdmin(): Promise<{ menu: MenuFixture; admin: TestClient }> {
  const admin = new TestClient();
  const account = await signUpVerifiedUser(admin);
  return { menu: await insertMenuFixture({ admins: [account.username] }), admin };
}
