import { localizeMenu } from '@/lib/menus/localize-menu';
import { toPublicMenu } from '@/lib/menus/to-public-menu';
import { menuSearchIndex } from '@/components/menu/search/menu-search-index';
import { searchItems } from '@/lib/search/match';
import { openStatus } from '@/lib/menus/open-status';
import { saleText } from '@/lib/menus/pricing';

/** The public menu read in one language, the English side where it exists and the Arabic where not. */
const IMAGE = 'a'.repeat(32) + '.webp';
const doc = (english: boolean) => ({
  _id: '6b0657f9d5e4d42e1fa5bfa9',
  username: 'zaytoon',
  active: true,
  plan: 2,
  headingPhrase: 'أهلاً',
  endingPhrase: 'صحتين',
  institution: { name: 'بيت الزيتون', description: 'مشاوي', location: { address: 'عبدون' } },
  settings: { english },
  translations: { en: { name: 'Beit Al Zaytoon', headingPhrase: 'Welcome' } },
  sections: [
    {
      _id: 's1',
      title: 'المشاوي',
      translations: { en: { title: 'Grills' } },
      items: [
        {
          _id: 'i1',
          title: 'شيش طاووق',
          description: 'دجاج باللبن',
          price: 4,
          translations: { en: { title: 'Shish tawook', description: 'Chicken in yoghurt' } },
          subItems: [{ title: 'صغير', price: 4, translations: { en: { title: 'Small' } } }, { title: 'كبير', price: 6 }],
          optionGroups: [
            {
              _id: 'og1',
              title: 'الصوص',
              min: 1,
              max: 1,
              translations: { en: { title: 'Sauce' } },
              options: [{ _id: 'o1', title: 'ثومية', price: 0, translations: { en: { title: 'Garlic' } } }, { _id: 'o2', title: 'حار', price: 0.25 }],
            },
          ],
        },
        { _id: 'i2', title: 'كبسة لحم', description: 'أرز ولحم', price: 6 },
      ],
      galleries: [{ _id: 'g1', title: 'من مطبخنا', translations: { en: { title: 'Our kitchen' } }, images: [{ image: IMAGE, note: 'الفحم', translations: { en: { note: 'Charcoal' } } }, { image: IMAGE, note: 'حلو' }] }],
    },
  ],
  branches: [
    { _id: 'b1', phone: '1', location: { address: 'خلدا' }, translations: { en: { address: 'Khalda' } } },
    { _id: 'b2', phone: '2', location: { address: 'الصويفية' } },
  ],
});

describe('localizeMenu', () => {
  it('reads every English text where there is one and the Arabic where not', () => {
    const en = localizeMenu(toPublicMenu(doc(true)), 'en');
    expect(en.institution.name).toBe('Beit Al Zaytoon');
    expect(en.institution.description).toBe('مشاوي');
    expect(en.headingPhrase).toBe('Welcome');
    expect(en.endingPhrase).toBe('صحتين');
    const [section] = en.sections;
    expect(section.title).toBe('Grills');
    expect(section.items.map((i) => [i.title, i.description])).toEqual([
      ['Shish tawook', 'Chicken in yoghurt'],
      ['كبسة لحم', 'أرز ولحم'],
    ]);
    expect(section.items[0].subItems.map((s) => s.title)).toEqual(['Small', 'كبير']);
    expect(section.galleries[0].title).toBe('Our kitchen');
    expect(section.galleries[0].images.map((i) => i.note)).toEqual(['Charcoal', 'حلو']);
    expect(en.branches.map((b) => b.location.address)).toEqual(['Khalda', 'الصويفية']);
    // The item keeps its Arabic side for the search; the other translations leave the page's data.
    expect(section.items[0].translations).toEqual({ ar: { title: 'شيش طاووق', description: 'دجاج باللبن' } });
    expect(section.items[1].translations).toBeUndefined();
    expect(en.translations).toBeUndefined();
    expect(section.translations).toBeUndefined();
    expect(en.branches[0].translations).toBeUndefined();
  });

  it('keeps the Arabic page as stored, with the items’ English side for the search only', () => {
    const ar = localizeMenu(toPublicMenu(doc(true)), 'ar');
    expect(ar.institution.name).toBe('بيت الزيتون');
    expect(ar.sections[0].title).toBe('المشاوي');
    expect(ar.sections[0].items[0].title).toBe('شيش طاووق');
    expect(ar.sections[0].items[0].translations).toEqual({ en: { title: 'Shish tawook', description: 'Chicken in yoghurt' } });
    expect(ar.sections[0].items[0].subItems[0]).toEqual({ title: 'صغير', price: 4 });
    expect(ar.sections[0].galleries[0].title).toBe('من مطبخنا');
  });

  it('stays Arabic when the owner does not offer English', () => {
    const en = localizeMenu(toPublicMenu(doc(false)), 'en');
    expect(en.institution.name).toBe('بيت الزيتون');
    expect(en.sections[0].items[0].title).toBe('شيش طاووق');
  });

  it('lets the search find a dish by either language’s name on either page', () => {
    for (const lang of ['ar', 'en'] as const) {
      const { index } = menuSearchIndex(localizeMenu(toPublicMenu(doc(true)), lang).sections);
      expect(searchItems(index, 'tawook')).toEqual(['i1']);
      expect(searchItems(index, 'طاووق')).toEqual(['i1']);
      expect(searchItems(index, 'yoghurt')).toEqual(['i1']);
    }
  });
});

describe('option groups in the page’s language', () => {
  it('gives the English titles of groups and options where there are some, the Arabic where not', () => {
    const en = localizeMenu(toPublicMenu(doc(true)), 'en').sections[0].items[0].optionGroups!;
    expect(en[0].title).toBe('Sauce');
    expect(en[0].options.map((o) => o.title)).toEqual(['Garlic', 'حار']);
    expect(en[0].options[0]).not.toHaveProperty('translations');
    const ar = localizeMenu(toPublicMenu(doc(true)), 'ar').sections[0].items[0].optionGroups!;
    expect(ar[0].title).toBe('الصوص');
    expect(ar[0].options.map((o) => o.title)).toEqual(['ثومية', 'حار']);
  });
});

describe('the page’s own words in English', () => {
  it('writes the open/closed badge and the sale text in the page’s language', () => {
    const days = [{ day: 'mon', start: '09:00', end: '17:00' }];
    const monday = new Date('2025-01-06T10:30:00Z'); // 13:30 in Amman (UTC+3)
    expect(openStatus(days, monday, 'Asia/Amman', 'en')).toMatchObject({ label: 'Open now', text: 'Closes in 3\u00a0h 30\u00a0min' });
    expect(openStatus(days, monday, 'Asia/Amman')).toMatchObject({ label: 'مفتوح الآن', text: 'يغلق بعد 3\u00a0ساعات و30\u00a0دقيقة' });
    const tuesday = new Date('2025-01-07T10:30:00Z');
    expect(openStatus(days, tuesday, 'Asia/Amman', 'en').text).toBe('Opens in 6\u00a0days');
    expect(openStatus([], tuesday, 'Asia/Amman', 'en').text).toBe('Opening hours not set');
    expect(saleText(0.2, 'en')).toBe('20% off');
    expect(saleText(0.2)).toBe('تخفيض بنسبة 20%');
  });
});
