import { translationCoverage } from '@/lib/menus/translation-coverage';

/** Issue #21: the owner's figure — every section title, item title, item description and sub-item title is a text. */
describe('translationCoverage', () => {
  it('counts each text once and those with a non-blank English side as translated', () => {
    const sections = [
      {
        translations: { en: { title: 'Mains' } },
        items: [
          { description: 'لحم', translations: { en: { title: 'Mansaf', description: '  ' } }, subItems: [{ translations: { en: { title: 'Small' } } }, {}] },
          { description: '', subItems: [] },
        ],
      },
      { items: [] },
    ];
    // texts: 2 section titles, 2 item titles, 1 description (the empty one is no text), 2 sub-item titles = 7
    // translated: 'Mains', 'Mansaf', 'Small' = 3 (a blank English description is not a translation)
    expect(translationCoverage(sections)).toEqual({ translated: 3, total: 7 });
  });

  it('is 0 of 0 for a menu without sections', () => {
    expect(translationCoverage([])).toEqual({ translated: 0, total: 0 });
  });
});
