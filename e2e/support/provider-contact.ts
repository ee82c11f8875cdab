import { expect, type Locator } from '@playwright/test';
import { PROVIDER_CONTACT_TEXT } from '../../lib/i18n/ar';
import { readablePhone } from '../../lib/phone';
import { TEST_PROVIDER_CONTACT } from '../../tests/support/stack';

/**
 * The provider's contact links (the test stack's PROVIDER_PHONE and PROVIDER_EMAIL): WhatsApp and e-mail carry the
 * message written for the restaurant, the call goes to the number.
 */
export async function expectProviderContact(links: Locator, subject: string, message: string): Promise<void> {
  const { phone, email } = TEST_PROVIDER_CONTACT;
  const whatsapp = new URL((await links.getByRole('link', { name: PROVIDER_CONTACT_TEXT.whatsapp }).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${phone.slice(1)}`);
  expect(whatsapp.searchParams.get('text')).toBe(message);
  const call = links.getByRole('link', { name: new RegExp(PROVIDER_CONTACT_TEXT.call) });
  await expect(call).toHaveAttribute('href', `tel:${phone}`);
  // The number as people read it (grouped, as on the invoice), not the stored E.164.
  await expect(call).toHaveText(`${PROVIDER_CONTACT_TEXT.call} ${readablePhone(phone)}`);
  const mail = new URL((await links.getByRole('link', { name: PROVIDER_CONTACT_TEXT.email }).getAttribute('href'))!);
  expect(mail.protocol + mail.pathname).toBe(`mailto:${email}`);
  expect([mail.searchParams.get('subject'), mail.searchParams.get('body')]).toEqual([subject, message]);
}
