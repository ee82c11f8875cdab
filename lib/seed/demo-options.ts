/**
 * The demo menu's option groups and hours, so a new user sees them at once: the shish tawook asks for a
 * sauce and offers extras; manakish are baked for breakfast only (07:00–11:30 every day).
 */
const EVERY_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export const DEMO_OPTIONS: Record<string, { optionGroups?: unknown[]; availability?: unknown[] }> = {
  'shish-tawook': {
    optionGroups: [
      {
        title: 'الصوص',
        min: 1,
        max: 1,
        translations: { en: { title: 'Sauce' } },
        options: [
          { title: 'ثومية', price: 0, translations: { en: { title: 'Garlic sauce' } } },
          { title: 'طحينة', price: 0, translations: { en: { title: 'Tahini' } } },
          { title: 'حار', price: 0.25, translations: { en: { title: 'Hot sauce' } } },
        ],
      },
      {
        title: 'إضافات',
        min: 0,
        max: 2,
        translations: { en: { title: 'Extras' } },
        options: [
          { title: 'بطاطا مقلية', price: 1, translations: { en: { title: 'Fries' } } },
          { title: 'مخلل', price: 0.25, translations: { en: { title: 'Pickles' } } },
          { title: 'خبز إضافي', price: 0.25, translations: { en: { title: 'Extra bread' } } },
        ],
      },
    ],
  },
  'manakish-zaatar': { availability: [{ days: EVERY_DAY, start: '07:00', end: '11:30' }] },
};
