import type { Page } from '@playwright/test';
import { CART_TEXT } from '../../lib/i18n/diner-ar';

/**
 * A cart from no table in a restaurant with branches asks which branch the order is for (the fixture menus have two):
 * the main branch chosen, so the order and its chat message are those of a restaurant without branches.
 */
export async function chooseMainBranch(page: Page, label: string = CART_TEXT.branchLabel): Promise<void> {
  await page.getByLabel(label).selectOption('main');
}
