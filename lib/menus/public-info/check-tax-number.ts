import { badRequest } from '../../api/errors';
import { msg } from '../../i18n/t';
import { saudiVatNumberRule } from '../../validation/menu-money';
import type { PublicInfoInput } from '../../validation/public-info';
import type { MenuHead } from '../update-menu';

/**
 * A Saudi restaurant's tax number is its VAT number (15 digits, 3…3), printed on its receipts and in their tax QR. The
 * body may change the country or the number alone, so the rule is checked on the menu as it will be after the edit.
 */
export function checkTaxNumberFitsCountry(menu: Pick<MenuHead, 'country' | 'tax'>, info: PublicInfoInput) {
  if (info.country === undefined && info.tax?.number === undefined) return;
  const after = { country: info.country ?? menu.country ?? '', tax: { number: info.tax?.number ?? menu.tax?.number ?? '' } };
  if (!saudiVatNumberRule(after)) throw badRequest(msg('saudiVatNumber'));
}
