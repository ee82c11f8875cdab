import { PRINT_TEXT } from '../../i18n/ar';
import { PRINT_TEXT_EN } from '../../i18n/en';
import { dinerTexts } from '../../i18n/diner-texts';
import type { Lang } from '../../i18n/lang';
import { WEEK_DAY_CODES } from '../../shared/zoned-clock';
import type { AvailabilityWindow } from '../../shared/availability';
import type { Currency } from '../pricing';
import { MONEY_DECIMALS } from '../../money/currencies';
import { LEGACY_SYMBOL } from '../../money/format-money';

/** The paper's own words in its language. */
export const printText = (lang: Lang | undefined) => (lang === 'en' ? PRINT_TEXT_EN : PRINT_TEXT);

/**
 * A price as the paper's reader writes it: '2.50 د.أ' on Arabic paper, '2.50 JD' on English (two decimals for the
 * dinar and the dollar, spec §9); the other currencies with their own decimals: '2.500 د.ك', '2.50 SAR'.
 */
export function paperPrice(amount: number, currency: Currency, lang: Lang | undefined): string {
  const T = printText(lang);
  return `${amount.toFixed(LEGACY_SYMBOL[currency] ? 2 : MONEY_DECIMALS[currency])} ${T.currency[currency] ?? currency}`;
}

/** A section's hours: 'يقدم: كل يوم 07:00–11:30 · الجمعة 13:00–16:00'; null without hours. */
export function hoursLine(windows: readonly AvailabilityWindow[] | null | undefined, lang: Lang | undefined): string | null {
  if (!windows?.length) return null;
  const T = printText(lang);
  const parts = windows.map((w) => {
    const days = WEEK_DAY_CODES.every((d) => w.days.includes(d)) ? T.everyDay : WEEK_DAY_CODES.filter((d) => w.days.includes(d)).map((d) => T.days[d]).join(T.listSeparator);
    return `${days} ${w.start}–${w.end}`;
  });
  return T.hours(parts.join(' · '));
}

/** An option group on one line: 'الصوص: ثوم، حار +0.25'. */
export function optionGroupLine(group: { title: string; options: { title: string; price: number }[] }, lang: Lang | undefined): string {
  const T = printText(lang);
  const options = group.options.map((o) => (o.price > 0 ? `${o.title} +${o.price.toFixed(2)}` : o.title));
  return `${group.title}: ${options.join(T.listSeparator)}`;
}

/** An item's allergens: 'يحتوي على: حليب، سمسم'; null without any. */
export function allergensLine(codes: readonly string[] | null | undefined, lang: Lang | undefined): string | null {
  if (!codes?.length) return null;
  const names = dinerTexts(lang ?? 'ar').dietary.allergens as Record<string, string>;
  return printText(lang).allergens(codes.map((c) => names[c] ?? c).join(printText(lang).listSeparator));
}
