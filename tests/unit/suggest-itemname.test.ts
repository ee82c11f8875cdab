import { suggestItemname } from '../../lib/menus/suggest-itemname';
import { itemnameSchema } from '../../lib/validation/item';

describe('the itemname suggested from a title', () => {
  it('is the title itself when the schema accepts it and no item has it', () => {
    expect(suggestItemname('قهوة تركية', [])).toBe('قهوة تركية');
    expect(suggestItemname('Flat white', ['flat white'])).toBe('Flat white');
  });

  it('takes the next free number when the name is taken', () => {
    expect(suggestItemname('قهوة تركية', ['قهوة تركية'])).toBe('قهوة تركية 2');
    expect(suggestItemname('قهوة تركية', ['قهوة تركية', 'قهوة تركية 2', 'قهوة تركية 3'])).toBe('قهوة تركية 4');
  });

  it('drops what an itemname cannot hold, and the schema accepts the result', () => {
    for (const title of ['مَنسف (كبير) — للعائلة!', 'Espresso & milk 🍰', '  كنافة،  نابلسية  ', 'شاي/نعناع']) {
      const name = suggestItemname(title, []);
      expect(name).not.toBe('');
      expect(itemnameSchema.safeParse(name).success).toBe(true);
    }
    expect(suggestItemname('مَنسف (كبير) — للعائلة!', [])).toBe('منسف كبير للعائلة');
  });

  it('is empty for a title with nothing usable, and never longer than the schema allows', () => {
    expect(suggestItemname('  !!! 🍰 ', [])).toBe('');
    const long = 'ب'.repeat(80);
    const taken = [long.slice(0, 55)];
    const name = suggestItemname(long, taken);
    expect(name).toBe(`${long.slice(0, 55)} 2`);
    expect(itemnameSchema.safeParse(name).success).toBe(true);
  });
});
