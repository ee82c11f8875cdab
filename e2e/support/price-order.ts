import type { Locator } from '@playwright/test';

/** True when the price's currency code is drawn left of its number (the order an Arabic line reads right to left). */
export function currencyLeftOfNumber(price: Locator): Promise<boolean> {
  return price.evaluate((el) => {
    const text = el.firstChild as Text;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect().left;
    };
    const space = text.data.indexOf(' ');
    return at(space + 1, text.data.length) < at(0, space);
  });
}
