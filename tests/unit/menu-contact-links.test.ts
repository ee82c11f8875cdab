import { httpUrl, mapsUrl, mailtoHref, socialUrl, telHref, whatsappUrl } from '@/lib/menus/contact-links';

describe('contact links', () => {
  it('only lets http(s) URLs through', () => {
    expect(httpUrl('https://g.page/r/x')).toBe('https://g.page/r/x');
    expect(httpUrl('javascript:alert(1)')).toBe('');
    expect(httpUrl('data:text/html,hi')).toBe('');
  });
  it('turns handles into profile URLs', () => {
    expect(socialUrl('instagram', '@sanabel')).toBe('https://instagram.com/sanabel');
    expect(socialUrl('x', 'https://x.com/a')).toBe('https://x.com/a');
    expect(socialUrl('facebook', 'javascript:alert(1)')).toBe('');
  });
  it('builds tel, whatsapp and mailto links', () => {
    expect(telHref('079 123-4567')).toBe('tel:0791234567');
    expect(whatsappUrl('+962 79 123 4567')).toBe('https://wa.me/962791234567');
    expect(whatsappUrl('00962791234567')).toBe('https://wa.me/962791234567');
    expect(mailtoHref('a@b.co')).toBe('mailto:a@b.co');
    expect(mailtoHref('nope')).toBe('');
  });
  it('falls back to coordinates for maps', () => {
    expect(mapsUrl('', [35.9, 31.95])).toBe('https://www.google.com/maps?q=31.95,35.9');
    expect(mapsUrl('https://maps.google.com/?q=1,2', [35.9, 31.95])).toBe('https://maps.google.com/?q=1,2');
  });
});
