/** The branches panel with a mocked position (spec §2 Branches panel, §7 Distances, §8). Map tiles are never awaited. */
import { MENU_TEXT } from '../lib/i18n/diner-ar';
import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';

let menu: MenuFixture;

test.beforeAll(async () => {
  menu = await insertMenuFixture();
});
test.afterAll(closeTestDb);

test.describe('with the diner near the Jabal Al-Hussein branch', () => {
  test.use({ geolocation: { longitude: 35.874, latitude: 31.9712 }, permissions: ['geolocation'] });

  test('shows each distance in km and marks the closest branch; maps load only when opened', async ({ page }) => {
    await page.goto(`/m/${menu.menuId}`);
    await expect(page.getByTestId('branch-map')).toHaveCount(0);
    await page.getByTestId('branches-toggle').click();
    await expect(page.getByTestId('branches-toggle')).toHaveAttribute('aria-expanded', 'true');

    const branches = page.getByTestId('branch');
    await expect(branches).toHaveCount(3);
    await expect(branches.first()).toContainText('الفرع الرئيسي');
    await expect(page.getByTestId('branch-distance')).toHaveCount(3);

    const near = page.locator(`[data-branch-id="${menu.branchIds.near}"]`);
    const far = page.locator(`[data-branch-id="${menu.branchIds.far}"]`);
    await expect(near.getByTestId('branch-distance')).toHaveText('0.1 كم');
    await expect(far.getByTestId('branch-distance')).toHaveText(/^6\d\.\d كم$/);
    await expect(near).toHaveAttribute('data-closest', 'true');
    await expect(near.getByTestId('closest-branch')).toBeVisible();
    await expect(page.getByTestId('closest-branch')).toHaveCount(1);

    await expect(near.getByRole('link', { name: '0797654321' })).toHaveAttribute('href', 'tel:0797654321');
    await expect(near.getByRole('link', { name: 'افتح في الخرائط' })).toHaveAttribute('href', /maps\.google\.com/);
    await expect(page.getByTestId('branch-map')).toHaveCount(3);
  });

  test('a branch whose distance call fails is skipped', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/v1/distances', async (route) => {
      calls++;
      const body = route.request().postDataJSON();
      // Fail the call for Irbid only.
      if (body.locations[1][1] > 32.5) return route.fulfill({ status: 500, body: '{"status":"error","message":"x"}' });
      return route.continue();
    });
    await page.goto(`/m/${menu.menuId}`);
    await page.getByTestId('branches-toggle').click();
    await expect(page.getByTestId('branch-distance')).toHaveCount(2);
    await expect(page.locator(`[data-branch-id="${menu.branchIds.far}"]`).getByTestId('branch-distance')).toHaveCount(0);
    expect(calls).toBe(3);
  });

  test('a tap on the toggle that lands while the page is still hydrating opens the panel, and it stays open', async ({ page, context }) => {
    // A slow phone: hydration takes long enough for the tap to land in it. React then hydrates at once and delivers
    // the tap itself; the loader's early-tap replay must not click a second time (it shut the panel again).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto(`/m/${menu.menuId}`, { waitUntil: 'domcontentloaded' });
    const tappedWhile = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // React marks the document as its root when hydration starts (hydrateRoot), before the page is hydrated.
          const poll = () => {
            const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
            if (!key) return void setTimeout(poll, 0);
            const root = (document as unknown as Record<string, { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }>)[key];
            const hydrating = Boolean(root.stateNode.current.memoizedState?.isDehydrated);
            document.querySelector<HTMLButtonElement>('[data-testid="branches-toggle"]')?.click();
            resolve(hydrating ? 'hydrating' : 'hydrated');
          };
          poll();
        }),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(tappedWhile).toBe('hydrating');
    // Open, and still open once its distances have come (a second click would have shut it before them).
    await expect(page.getByTestId('branch-distance')).toHaveCount(3);
    await expect(page.getByTestId('branches-toggle')).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('without geolocation', () => {
  test('denied: an Arabic note that distances need the location, the list still shows, no distance', async ({ page }) => {
    await page.goto(`/m/${menu.menuId}`);
    await page.getByTestId('branches-toggle').click();
    await expect(page.getByTestId('geo-message')).toHaveText(MENU_TEXT.geoDenied);
    await expect(page.getByTestId('branch')).toHaveCount(3);
    await expect(page.getByTestId('branch-distance')).toHaveCount(0);
  });

  test('unsupported: the message shows', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
    });
    await page.goto(`/m/${menu.menuId}`);
    await page.getByTestId('branches-toggle').click();
    await expect(page.getByTestId('geo-message')).toHaveText('Geolocation is not supported by this browser.');
  });
});
