/** The Arabic normaliser, the search matcher and the dietary filter (pure, as they run in the browser). */
import { normalizeForSearch } from '../../lib/search/normalize';
import { buildSearchIndex, searchItems, withinOneEdit } from '../../lib/search/match';
import { declaredCodes, fitsFilter, hiddenCount } from '../../lib/menus/dietary-filter';

describe('normalizeForSearch', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبريق', 'ابريق'],
    ['آيس كريم', 'ايس كريم'],
    ['ٱلقهوة', 'القهوه'],
    ['سلطة', 'سلطه'],
    ['مشوى', 'مشوي'],
    ['مُعَجَّنَاتٌ', 'معجنات'],
    ['شــاورمـا', 'شاورما'],
    ['مؤكد', 'موكد'],
    ['بيتزا ١٢', 'بيتزا 12'],
    ['۳ قطع', '3 قطع'],
    ['Crème Brûlée', 'creme brulee'],
    ['  Shawarma,  (large)! ', 'shawarma large'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['شاورما', 'شاورمه', true],
    ['falafel', 'falafl', true],
    ['falafel', 'fallafel', true],
    ['falafel', 'aflafel', true],
    ['falafel', 'flaafel', true],
    ['falafel', 'flaefal', false],
    ['burger', 'burgerss', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('searchItems', () => {
  const index = buildSearchIndex([
    { id: 'shawarma', titles: ['شاورما دجاج', 'Chicken shawarma'], descriptions: ['خبز صاج مع ثومية', 'Saj bread with garlic sauce'] },
    { id: 'salad', titles: ['سلطة فتوش', 'Fattoush salad'], descriptions: ['خضار طازجة مع خبز محمص'] },
    { id: 'tea', titles: ['شاي'], descriptions: ['شاي أحمر مع نعناع'] },
    { id: 'hummus', titles: ['حمص', 'Hummus'], descriptions: ['حمص بالطحينة وزيت الزيتون'] },
    { id: 'garlic-bread', titles: ['خبز بالثوم'], descriptions: [] },
  ]);

  it('finds an Arabic title typed with ه for the final ا (one typo) and with ة for ه', () => {
    expect(searchItems(index, 'شاورمه')).toEqual(['shawarma']);
    expect(searchItems(index, 'سلطه')).toEqual(['salad']);
    expect(searchItems(index, 'سلطة')).toEqual(['salad']);
  });

  it('follows the typing: a word’s beginning finds it', () => {
    expect(searchItems(index, 'شاو')).toEqual(['shawarma']);
    expect(searchItems(index, 'Fatt')).toEqual(['salad']);
  });

  it('reads the English side and ignores case and accents', () => {
    expect(searchItems(index, 'HUMMUS')).toEqual(['hummus']);
    expect(searchItems(index, 'chiken')).toEqual(['shawarma']);
  });

  it('needs every typed word, and ranks a title above a description', () => {
    expect(searchItems(index, 'خبز')).toEqual(['garlic-bread', 'shawarma', 'salad']);
    expect(searchItems(index, 'خبز ثوم')).toEqual(['garlic-bread', 'shawarma']);
    expect(searchItems(index, 'خبز نعناع')).toEqual([]);
  });

  it('finds a word behind its article and the particles written onto it', () => {
    expect(searchItems(index, 'ثوم')).toEqual(['garlic-bread', 'shawarma']);
    expect(searchItems(index, 'الثوم')).toEqual(['garlic-bread']);
    expect(searchItems(index, 'طحينه')).toEqual(['hummus']);
    expect(searchItems(index, 'زيتون')).toEqual(['hummus']);
  });

  it('does not forgive a typo in a short word, nor two typos in a long one', () => {
    expect(searchItems(index, 'شاب')).toEqual([]);
    expect(searchItems(index, 'شورمه')).toEqual([]);
  });

  it('answers nothing for an empty or punctuation-only query', () => {
    expect(searchItems(index, '')).toEqual([]);
    expect(searchItems(index, ' ، . ')).toEqual([]);
  });
});

describe('the dietary filter', () => {
  const items = [
    { _id: 'bread', allergens: ['gluten', 'sesame'], tags: ['vegan'] },
    { _id: 'hummus', allergens: ['sesame'], tags: ['vegan', 'gluten-free'] },
    { _id: 'grill', tags: ['halal'] },
    { _id: 'plain' },
    { _id: 'bread', allergens: ['gluten', 'sesame'], tags: ['vegan'] },
  ];
  it("'without' hides items declaring the allergen; 'only' keeps items with every chosen tag", () => {
    expect(items.filter((i) => fitsFilter(i, { without: ['gluten'], only: [] })).map((i) => i._id)).toEqual(['hummus', 'grill', 'plain']);
    expect(items.filter((i) => fitsFilter(i, { without: [], only: ['vegan', 'gluten-free'] })).map((i) => i._id)).toEqual(['hummus']);
    expect(items.filter((i) => fitsFilter(i, { without: ['sesame'], only: ['vegan'] })).map((i) => i._id)).toEqual([]);
  });
  it('counts each hidden item once (the deals section repeats items) and offers only what the menu declares', () => {
    expect(hiddenCount(items, { without: ['gluten'], only: [] })).toBe(1);
    expect(hiddenCount(items, { without: [], only: [] })).toBe(0);
    expect(declaredCodes(items)).toEqual({ allergens: ['gluten', 'sesame'], tags: ['vegan', 'halal', 'gluten-free'] });
  });
});
