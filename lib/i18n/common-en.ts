import type { ERROR_PAGE_TEXT } from './common-ar';

/** The error screen in English (the staff's page, a diner's English menu): as small as its Arabic twin, for the same reason. */
export const ERROR_PAGE_TEXT_EN: typeof ERROR_PAGE_TEXT = {
  title: 'This page could not be shown',
  body: 'Something went wrong on our side; nothing you saved was lost. Try again, and if it happens again, in a few minutes.',
  retry: 'Try again',
  home: 'Home page',
  code: (digest: string) => `Error code for support: ${digest}`,
};
