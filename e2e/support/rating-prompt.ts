import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The rating prompt of a menu with a rating link, once it has slid in (it comes 2.3 s after load with a 0.3 s
 * animation): axe reads colours mid-animation as too faint, and a prompt arriving in the middle of a test's steps
 * races them.
 */
export async function shownRatingPrompt(page: Page): Promise<Locator> {
  const prompt = page.getByTestId('rating-prompt');
  await expect(prompt).toBeVisible();
  await prompt.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return prompt;
}

/** Answers the prompt 'later' (its text button: the close button carries the same name) and waits for it to go. */
export async function answerRatingPromptLater(prompt: Locator, later: string): Promise<void> {
  await prompt.getByRole('button', { name: later, exact: true }).last().click();
  await expect(prompt).toBeHidden();
}
