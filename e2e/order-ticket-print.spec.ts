import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { DINER_ORDER_TEXT as T } from '../lib/i18n/diner-ar';
import { PRINT_TEXT } from '../lib/i18n/kitchen-ar';

/**
 * A kitchen ticket from the order screen: 'طباعة' on an order's card asks the browser to print, and what prints is
 * that order alone — the restaurant, the number, the table, the lines with their sub-item, the note, the total — not
 * the screen, its buttons or the other orders. Read back from the PDF Chromium prints (pdftotext).
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.80' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

test('an order is printed as a kitchen ticket: that order alone, with its table, lines and note', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The browser's print dialog cannot be driven headless: the page's print() is counted instead, and the page is
  // then printed to PDF as the dialog would print it (print media).
  await page.addInitScript(() => {
    window.localStorage.setItem('runAdminCoach', 'no');
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => void (window as unknown as { prints: number }).prints++;
  });
  await signInAs(page, 'owner');
  // Tables of the Jabal Al-Hussein branch: the ticket names the branch (by its address, not its id).
  const tables = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { from: 4, to: 5, branchId: fx.branchIds.near } });
  const [four, five] = (await tables.json()).data.data.tables as { _id: string }[];
  const order = async (table: string, items: object[], note: string) => {
    const cart = await page.request.post('/api/v1/cart', { data: { menu: fx.menuId, items, table } });
    const placed = await page.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id, note } });
    expect(placed.status()).toBe(201);
  };
  await order(four._id, [{ item: fx.itemIds.withSubItems, subItem: 1, quantity: 2 }, { item: fx.itemIds.water, quantity: 1 }], 'بدون سكر للطفل');
  await order(five._id, [{ item: fx.itemIds.mansaf, quantity: 3 }], 'على الشرفة');

  await page.goto(`/m/${fx.menuId}/admin/orders`);
  const first = page.locator('[data-status]').filter({ hasText: T.title(1) });
  await expect(first).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-screen-390.png'), fullPage: true });
  await first.getByRole('button', { name: T.printTicketOf(1) }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  await expect(page.getByTestId('order-ticket')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  const ticket = page.getByTestId('order-ticket');
  await expect(ticket).toBeVisible();
  await expect(page.locator('#admin-main')).toBeHidden();
  for (const line of ['مطعم السنابل', T.title(1), 'طاولة 4', 'فرع عمّان، جبل الحسين، دوار فراس', '2× عصير ليمون بالنعناع (كبير)', '1× مياه معدنية', `${T.note}: بدون سكر للطفل`, '6.00 JD']) {
    await expect(ticket).toContainText(line);
  }
  await expect(ticket).not.toContainText(fx.branchIds.near);
  const pdfPath = test.info().outputPath('ticket.pdf');
  await page.pdf({ path: pdfPath, width: '80mm', height: '200mm', printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  fs.writeFileSync(test.info().outputPath('ticket.txt'), text);
  // On the paper (pdftotext reads a few Arabic ligatures back as other letters: 'عصير' as 'عصري', so the words without
  // them), and nothing else: not the other order, not the screen.
  const words = text.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
  for (const expected of ['مطعم السنابل', T.title(1), 'طاولة 4', 'مياه معدنية', 'بدون سكر للطفل', '6.00']) expect(words).toContain(expected);
  for (const absent of ['منسف', 'الشرفة', T.title(2), T.mute, T.printTicket, fx.branchIds.near]) expect(words).not.toContain(absent);

  // Printed (the browser says so): the ticket is gone. Then another order's: the ticket is that one's.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(ticket).toHaveCount(0);
  await page.locator('[data-status]').filter({ hasText: T.title(2) }).getByRole('button', { name: T.printTicketOf(2) }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(2);
  await expect(ticket).toContainText('على الشرفة');
  await expect(ticket).toContainText(T.title(2));
});

test('with a receipt printer, an order’s card prints its ticket again on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const own = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
  const cart = await page.request.post('/api/v1/cart', { data: { menu: own.menuId, items: [{ item: own.itemIds.mansaf, quantity: 1 }] } });
  expect((await page.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } })).status()).toBe(201);

  // No printer yet: no reprint on the card.
  await page.goto(`/m/${own.menuId}/admin/orders`);
  const card = page.locator('[data-status]').filter({ hasText: T.title(1) });
  await expect(card.getByRole('button', { name: T.printTicketOf(1) })).toBeVisible();
  await expect(card.getByRole('button', { name: PRINT_TEXT.reprintOf(1) })).toHaveCount(0);

  // A CloudPRNT printer for the one kitchen (a menu without stations); it has not asked yet, so the screen warns too.
  const added = await page.request.post(`/api/v1/quickmenu/${own.menuId}/printers`, { data: { station: 'kitchen', width: 80, kind: 'cloudprnt' } });
  expect(added.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('silent-printers')).toContainText(PRINT_TEXT.silentCount(1));
  await card.getByRole('button', { name: PRINT_TEXT.reprintOf(1) }).click();
  await expect(page.getByText(PRINT_TEXT.reprintedCount(1))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-screen-reprint-390.png'), fullPage: true });
  const printers = (await (await page.request.get(`/api/v1/quickmenu/${own.menuId}/printers`)).json()).data.printers as { jobs: { waiting: number } }[];
  expect(printers[0].jobs.waiting).toBe(1);
});
