import { basisPoints, mulDivRound } from './rounding';

/** A menu's tax settings as the breakdown needs them: the VAT / sales-tax rate in percent and how prices were entered. */
export type TaxRule = { rate: number; inclusive: boolean };

/** What a bill shows, every figure an integer of the currency's minor units: subtotal + service + tax = total. */
export type BillBreakdown = { subtotal: number; service: number; tax: number; total: number };

/**
 * The bill's breakdown from its lines' totals (minor units, at the prices the menu shows), the menu's tax rule and its
 * optional service charge in percent.
 *
 * What is charged on what — the rules this relies on:
 * - The service charge is charged on the food before tax (the subtotal), never on tax.
 * - Tax is charged on the service charge too. A service charge the restaurant adds to every bill is part of the price
 *   the diner must pay for the meal, so it is part of the taxable value of the supply:
 *   · Saudi Arabia, VAT at 15%: ZATCA's (then GAZT's) "Recreation and Entertainment Guideline" (v1, July 2020) treats
 *     compulsory service charges as consideration for the supply, subject to VAT, and only discretionary tips (the
 *     diner free to give nothing, no amount suggested) as outside VAT — which is why a tip is never part of this
 *     breakdown and is added apart from it.
 *   · Jordan, general sales tax at 16% (General Sales Tax Law No. 6 of 1994): the tax is on the whole price of the
 *     taxable service, and restaurants' bills add the 16% on the food and the 10% service together, which is the same
 *     reading.
 *   This is a reading of those texts for a menu's bill, not tax advice; a restaurant whose rules differ sets rate 0.
 * - Rounding: half away from zero (./rounding.ts), once for the service and once for the tax, and the total is the sum of
 *   the rounded parts, so the figures always add up.
 *
 * Tax-exclusive prices: subtotal = the lines' sum; service = subtotal × s; tax = (subtotal + service) × r.
 * Tax-inclusive prices (the menu's prices already hold the tax): the diner pays the lines' sum G plus the service on it,
 * total = G + G × s (in exact arithmetic net·(1+s)·(1+r) = G·(1+s)); the tax is the part of that total the rate makes up,
 * total × r / (1 + r), the service is G × s / (1 + r) (the service before its tax), and the subtotal is what remains:
 * the food before tax. So an inclusive menu without service charges exactly its prices.
 */
export function billBreakdown(lineTotals: readonly number[], tax: TaxRule, serviceCharge = 0): BillBreakdown {
  for (const t of lineTotals) if (!Number.isSafeInteger(t) || t < 0) throw new RangeError('a line total must be a whole number of minor units from 0');
  const gross = lineTotals.reduce((sum, t) => sum + t, 0);
  if (!Number.isSafeInteger(gross)) throw new RangeError('amount too large');
  const r = basisPoints(tax.rate);
  const s = basisPoints(serviceCharge);
  if (r < 0 || s < 0) throw new RangeError('rates must be 0 or more');
  if (!tax.inclusive) {
    const service = mulDivRound(gross, s, 10_000);
    const taxAmount = mulDivRound(gross + service, r, 10_000);
    return { subtotal: gross, service, tax: taxAmount, total: gross + service + taxAmount };
  }
  const total = gross + mulDivRound(gross, s, 10_000);
  const taxAmount = mulDivRound(total, r, 10_000 + r);
  const service = mulDivRound(gross, s, 10_000 + r);
  return { subtotal: total - taxAmount - service, service, tax: taxAmount, total };
}
