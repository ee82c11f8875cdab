import { menuPageHref, tableLink } from '../../lib/menus/qr/menu-links';

/** The one way a diner's page links to a menu page: at the table and in the language asked. */
it('adds the table and English when asked, nothing otherwise', () => {
  expect(menuPageHref('/m/zaytoon', {})).toBe('/m/zaytoon');
  expect(menuPageHref('/m/zaytoon', { lang: 'ar', table: null })).toBe('/m/zaytoon');
  expect(menuPageHref('/m/zaytoon', { lang: 'en' })).toBe('/m/zaytoon?lang=en');
  expect(menuPageHref('/m/zaytoon', { table: '6b0bbf0027b4f603b8dedc08', lang: 'en' })).toBe('/m/zaytoon?table=6b0bbf0027b4f603b8dedc08&lang=en');
  expect(tableLink('https://menu.example/m/zaytoon', '6b0bbf0027b4f603b8dedc08')).toBe('https://menu.example/m/zaytoon?table=6b0bbf0027b4f603b8dedc08');
});
