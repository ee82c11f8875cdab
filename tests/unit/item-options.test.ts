import { dinerLineTitles } from '@/lib/diner-orders/diner-order-message';
import { chosenOptions, groupRule, missingGroup, optionChoiceProblem, optionsKey, type OptionGroup } from '@/lib/shared/item-options';
import { formatPrice, optionsMinor, roundMoney, unitPrice, unitPriceMinor } from '@/lib/menus/pricing';
import { fromMinor } from '@/lib/money/minor-units';

/** The rules of an item's option groups and the line price with options (the server's and the popup's). */
const groups: OptionGroup[] = [
  { _id: 'g1', title: 'الصوص', min: 1, max: 1, options: [{ _id: 'o1', title: 'ثوم', price: 0 }, { _id: 'o2', title: 'حار', price: 0.25 }] },
  {
    _id: 'g2',
    title: 'إضافات',
    min: 0,
    max: 2,
    options: [
      { _id: 'o3', title: 'جبنة', price: 0.5 },
      { _id: 'o4', title: 'فطر', price: 0.75 },
      { _id: 'o5', title: 'زيتون', price: 0.3 },
      { _id: 'o6', title: 'مخلل', price: 0, soldOut: true },
    ],
  },
];

describe('optionChoiceProblem', () => {
  it('accepts a required single choice with extras up to the limit', () => {
    expect(optionChoiceProblem(groups, ['o2'])).toBeNull();
    expect(optionChoiceProblem(groups, ['o4', 'o1', 'o3'])).toBeNull();
  });

  it('names what is wrong: a required group not chosen, too many, unknown, repeated or sold-out options', () => {
    expect(optionChoiceProblem(groups, [])).toEqual({ kind: 'tooFew', group: 'الصوص', min: 1 });
    expect(optionChoiceProblem(groups, ['o1', 'o2'])).toEqual({ kind: 'tooMany', group: 'الصوص', max: 1 });
    expect(optionChoiceProblem(groups, ['o1', 'o3', 'o4', 'o5'])).toEqual({ kind: 'tooMany', group: 'إضافات', max: 2 });
    expect(optionChoiceProblem(groups, ['o1', 'x'])).toEqual({ kind: 'unknownOption' });
    expect(optionChoiceProblem(groups, ['o1', 'o3', 'o3'])).toEqual({ kind: 'repeatedOption' });
    expect(optionChoiceProblem(groups, ['o1', 'o6'])).toEqual({ kind: 'soldOutOption', option: 'مخلل' });
    // With its English title, so an English diner's refusal names the option in English.
    const translated: OptionGroup[] = [{ ...groups[0], options: [{ _id: 'o7', title: 'حار', price: 0, soldOut: true, translations: { en: { title: 'Hot' } } }] }];
    expect(optionChoiceProblem(translated, ['o7'])).toEqual({ kind: 'soldOutOption', option: 'حار', optionEn: 'Hot' });
  });

  it('takes no options for an item without groups, and refuses any', () => {
    expect(optionChoiceProblem(undefined, [])).toBeNull();
    expect(optionChoiceProblem([], ['o1'])).toEqual({ kind: 'unknownOption' });
  });
});

describe('options in a line', () => {
  it('keeps the chosen options in the item’s order, so the same choice is the same line however it was sent', () => {
    expect(chosenOptions(groups, ['o4', 'o1']).map((o) => o.title)).toEqual(['ثوم', 'فطر']);
    expect(optionsKey(groups, ['o4', 'o1'])).toEqual(optionsKey(groups, ['o1', 'o4']));
    expect(optionsKey(groups, ['o1', 'o3'])).not.toEqual(optionsKey(groups, ['o1', 'o4']));
  });

  it('prices a line: (sub-item or item price + the options) less the discount, to the fils', () => {
    // What the options add, in fils, summed as integers.
    expect(optionsMinor(chosenOptions(groups, ['o2', 'o3', 'o4']), 'JOD')).toBe(1500);
    const item = { price: 3, subItems: [{ title: 'عادي', price: 2.5 }, { title: 'دبل', price: 4.5 }], sale: { onSale: true, offPrice: 0.2 } };
    // (4.5 + 0.25 + 0.5) × 0.8 = 4.2
    expect(fromMinor(unitPriceMinor(item, 1, optionsMinor(chosenOptions(groups, ['o2', 'o3']), 'JOD'), 'JOD'), 'JOD')).toBe(4.2);
    // No sub-items: the item's price; 0.1 + 0.2 adds to 0.3 exactly (kept to 3 decimals).
    expect(unitPrice({ price: 0.1 }, null, 0.2)).toBe(0.3);
    // (1.333 + 0.3) × (1 − 0.15) = 1.38805 → 1.388
    expect(unitPrice({ price: 1.333, sale: { onSale: true, offPrice: 0.15 } }, null, 0.3)).toBe(1.388);
  });
});

describe('money to the currency’s decimals', () => {
  it('keeps 3 decimals for the dinar and 2 for the dollar, shown with 2 either way', () => {
    // 1.255 JD with 10% off = 1.1295 → 1.13 (fils: 3 decimals) for JOD; the same as dollars is 1.13 (cents).
    const item = { price: 1.255, sale: { onSale: true, offPrice: 0.1 } };
    expect(unitPrice(item, null, 0, 'JOD')).toBe(1.13);
    expect(unitPrice({ price: 2.345, sale: null }, null, 0, 'JOD')).toBe(2.345);
    expect(unitPrice({ price: 2.345, sale: null }, null, 0, 'USD')).toBe(2.35);
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney(1.0005, 'JOD')).toBe(1.001);
    expect(formatPrice(2.345, 'JOD')).toBe('2.35 JD');
    expect(formatPrice(unitPrice({ price: 3.333, sale: { onSale: true, offPrice: 0.25 } }, null, 0.5, 'USD'), 'USD')).toBe('2.87 $');
  });
});

describe('the popup’s reading of a group', () => {
  it('radio buttons for one required choice, check boxes otherwise, with the rule to show', () => {
    expect(groupRule({ min: 1, max: 1 })).toEqual({ input: 'radio', rule: 'required' });
    expect(groupRule({ min: 0, max: 1 })).toMatchObject({ input: 'checkbox', rule: 'optional' });
    expect(groupRule({ min: 0, max: 2 })).toMatchObject({ input: 'checkbox', rule: 'upTo', max: 2 });
    expect(groupRule({ min: 2, max: 2 })).toMatchObject({ input: 'checkbox', rule: 'exactly' });
    expect(groupRule({ min: 1, max: 3 })).toMatchObject({ input: 'checkbox', rule: 'between', min: 1, max: 3 });
  });

  it('names the first required group not chosen yet', () => {
    expect(missingGroup(groups, [])?.title).toBe('الصوص');
    expect(missingGroup(groups, ['o1'])).toBeNull();
    expect(missingGroup([], [])).toBeNull();
  });
});

describe('options in the diner’s order and its message', () => {
  it('joins the chosen options in the order’s language, English titles where the menu had them', () => {
    const line = {
      title: 'شيش طاووق',
      subItemTitle: null,
      quantity: 2,
      unitPrice: 4,
      total: 8,
      options: [
        { _id: 'o1', title: 'ثومية', price: 0, translations: { en: { title: 'Garlic' } } },
        { _id: 'o2', title: 'حار', price: 0.25 },
      ],
      translations: { en: { title: 'Shish tawook' } },
    } as unknown as Parameters<typeof dinerLineTitles>[0];
    expect(dinerLineTitles(line, 'ar')).toEqual({ title: 'شيش طاووق', subItemTitle: null, options: 'ثومية، حار' });
    expect(dinerLineTitles(line, 'en')).toEqual({ title: 'Shish tawook', subItemTitle: null, options: 'Garlic, حار' });
    expect(dinerLineTitles({ ...line, options: undefined }, 'ar').options).toBeNull();
  });
});
