import { numberRuns } from '../../lib/menus/tables/add-table-range';
import { nextFreeRange } from '../../components/admin/tables/next-free-range';
import { countryOfLanguages, countryOfNumbers } from '../../lib/phone-countries';
import { endsBeforeToday } from '../../lib/shared/order-rules';

describe('a range of tables in words', () => {
  it.each([
    [[9, 10, 11, 12], '', ['9–12']],
    [[1, 2, 3, 5, 8, 9], '', ['1–3', '5', '8–9']],
    [[12, 3, 2], 'تراس', ['تراس 2–3', 'تراس 12']],
    [[], '', []],
  ])('%j with prefix %j reads %j', (numbers, prefix, runs) => {
    expect(numberRuns(numbers, prefix)).toEqual(runs);
  });
});

describe('the range the tables form proposes', () => {
  it.each([
    [[], { from: '1', to: '10' }],
    [['1', '2', '8'], { from: '9', to: '18' }],
    [['طاولة 20', 'الحديقة', 'تراس 40', '3'], { from: '21', to: '30' }],
  ])('after %j: %j', (names, range) => {
    expect(nextFreeRange(names.map((name) => ({ name })))).toEqual(range);
  });
});

describe("a phone field's country", () => {
  it('is the first region the browser languages name that has phone numbers', () => {
    expect(countryOfLanguages(['ar-EG', 'en-US'])).toBe('EG');
    expect(countryOfLanguages(['ar', 'en', 'en-US'])).toBe('US');
    expect(countryOfLanguages(['ar', 'not a tag!'])).toBeNull();
  });
  it("is the first of a menu's numbers stored internationally", () => {
    expect(countryOfNumbers([undefined, '0791234567', '+962791234567', '+201012345678'])).toBe('JO');
    expect(countryOfNumbers(['', null])).toBeNull();
  });
});

describe("a new subscription's end", () => {
  const now = new Date('2026-12-07T10:00:00Z');
  it('is refused only before today (UTC)', () => {
    expect(endsBeforeToday(new Date('2026-12-06'), now)).toBe(true);
    expect(endsBeforeToday(new Date('2026-12-07'), now)).toBe(false);
    expect(endsBeforeToday(new Date('2027-12-07'), now)).toBe(false);
  });
});
