import { normalTableName, normalTablePrefix, tableNameForms } from '../../lib/shared/menu-tables';
import { TABLE_TEXT } from '../../lib/i18n/diner-ar';

/** A table's name as stored (lib/shared/menu-tables.ts): what the screens show as 'طاولة …' is one name. */
describe('table names', () => {
  it.each([
    ['12', '12'],
    ['  12 ', '12'],
    ['طاولة 12', '12'],
    ['طاولة12', '12'],
    ['طاولة: 12', '12'],
    ['طاولة - 3', '3'],
    ['١٢', '12'],
    ['طاولة ۱۲', '12'],
    ['طاولة   العائلة', 'العائلة'],
    ['تراس  1', 'تراس 1'],
    ['طاولة', 'طاولة'],
    ['طاولات الحديقة', 'طاولات الحديقة'],
    ['VIP 2 (الشرفة)', 'VIP 2 (الشرفة)'],
  ])('%p is stored as %p', (typed, stored) => {
    expect(normalTableName(typed)).toBe(stored);
    // and shows as the owner typed it, with the word once
    expect(TABLE_TEXT.label(stored)).toBe(stored.startsWith('طاولة') ? stored : `طاولة ${stored}`);
  });

  it('a range prefix of the word alone gives numbered tables; another prefix is kept', () => {
    expect(normalTablePrefix('طاولة')).toBe('');
    expect(normalTablePrefix(' طاولة ')).toBe('');
    expect(normalTablePrefix('تراس')).toBe('تراس');
    expect(normalTablePrefix('طاولة تراس')).toBe('تراس');
    expect(normalTablePrefix('')).toBe('');
  });

  it("a name's stored forms include the one kept with the word", () => {
    expect(tableNameForms('12')).toEqual(['12', 'طاولة 12']);
  });
});
