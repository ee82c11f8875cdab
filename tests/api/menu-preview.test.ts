import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { ADMIN_REVIEW_TEXT } from '../../lib/i18n/ar';
import { MENU_TEXT } from '../../lib/i18n/diner-ar';

/**
 * /m/{id}/preview (the owner's review of a menu not active yet): the menu as diners will see it, for its admins only,
 * never stored for diners — the public page of the same menu still says 'not active'.
 */
let owner: TestClient;
let stranger: TestClient;
let inactive: MenuFixture;

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  stranger = new TestClient();
  await signUpVerifiedUser(stranger);
  inactive = await insertMenuFixture({ admins: [account.username], active: false });
});

it('shows an admin the inactive menu with its sections and items, under a banner that says diners do not see it', async () => {
  const res = await owner.get<string>(`/m/${inactive.menuId}/preview`);
  expect(res.status).toBe(200);
  expect(res.body).toContain(ADMIN_REVIEW_TEXT.previewBanner);
  expect(res.body).toContain('منسف أردني');
  expect(res.body).not.toContain(MENU_TEXT.inactiveTitle);
  expect(res.headers.get('x-menu-cache')).toBeNull();
  expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
});

it('is the not-found page for a visitor and for a signed-in user who is not its admin', async () => {
  for (const client of [new TestClient(), stranger]) {
    const res = await client.get<string>(`/m/${inactive.menuId}/preview`);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('منسف أردني');
  }
});

it('leaves the public page as it is: after the preview, diners still get "not active", the items nowhere', async () => {
  await owner.get(`/m/${inactive.menuId}/preview`);
  for (const client of [new TestClient(), owner]) {
    const res = await client.get<string>(`/m/${inactive.menuId}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(MENU_TEXT.inactiveTitle);
    expect(res.body).not.toContain('منسف أردني');
  }
});
