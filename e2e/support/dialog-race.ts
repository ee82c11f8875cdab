import type { Locator } from '@playwright/test';

/**
 * Closes the open modal <dialog> and clicks `button` in one task: the click comes before the dialog's 'close' event,
 * which the browser fires in a task of its own (a quick user, a busy phone). Then waits 300 ms, past that event.
 */
export async function clickBeforeDialogCloseEvent(button: Locator): Promise<void> {
  await button.evaluate((el: HTMLElement) => {
    document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
    el.click();
  });
  await button.page().waitForTimeout(300);
}
