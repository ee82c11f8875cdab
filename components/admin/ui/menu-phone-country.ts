import type { CountryCode } from 'libphonenumber-js';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { countryOfNumbers } from '@/lib/phone-countries';

/** The menu's country as its stored numbers say (its contact phone, then its branches'); null while it has none. */
export const menuPhoneCountry = (menu: Pick<AdminMenu, 'institution' | 'branches'>): CountryCode | null =>
  countryOfNumbers([menu.institution?.contact?.phone, ...(menu.branches ?? []).map((b) => b.phone)]);
