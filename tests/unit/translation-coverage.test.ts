import { translationCoverage } from '@/lib/menus/translation-coverage';

/** The owner's figure — every section title, item title, item description and sub-item title is a text. */
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
    expect(translationCoverage({ sections })).toEqual({ translated: 3, total: 7 });
  });

  it('counts the menu’s own texts that have an Arabic side: name, description, address, phrases', () => {
    const menu = {
      sections: [],
      institution: { name: 'مطعم', description: '', location: { address: 'عمان' } },
      headingPhrase: 'أهلاً',
      endingPhrase: '',
      translations: { en: { name: 'Restaurant', description: 'ignored: no Arabic description', headingPhrase: '' } },
    };
    // texts: name, address, heading phrase = 3; translated: the name
    expect(translationCoverage(menu)).toEqual({ translated: 1, total: 3 });
  });

  it('is 0 of 0 for an empty menu', () => {
    expect(translationCoverage({ sections: [] })).toEqual({ translated: 0, total: 0 });
  });

  it('counts the galleries’ titles and notes and the branches’ addresses (every text a diner reads)', () => {
    const menu = {
      sections: [
        {
          translations: { en: { title: 'Kitchen' } },
          items: [],
          galleries: [{ translations: { en: { title: 'Our kitchen' } }, images: [{ note: 'الفحم', translations: { en: { note: 'Charcoal' } } }, { note: 'حلو' }, { note: '' }] }],
        },
      ],
      branches: [{ location: { address: 'خلدا' }, translations: { en: { address: 'Khalda' } } }, { location: { address: 'عبدون' } }, { location: { address: '' } }],
    };
    // texts: section, gallery, 2 notes (the empty one is none), 2 addresses = 6; translated: section, gallery, 1 note, 1 address
    expect(translationCoverage(menu)).toEqual({ translated: 4, total: 6 });
  });
});
