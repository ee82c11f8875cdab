import { coordinatesFromMapsLink } from '../../lib/shared/maps-link-coordinates';

describe('the point a pasted map link holds', () => {
  it.each([
    ['a Google Maps place: its pin, not the view', 'https://www.google.com/maps/place/Rainbow+St/@31.9500,35.9000,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d31.9539494!4d35.9106350', { lat: 31.9539494, long: 35.910635 }],
    ['a Google Maps view', 'https://www.google.com/maps/@31.9539,35.9106,15z', { lat: 31.9539, long: 35.9106 }],
    ['a search by point', 'https://maps.google.com/?q=31.9539,35.9106', { lat: 31.9539, long: 35.9106 }],
    ['the search API with a spaced, encoded pair', 'https://www.google.com/maps/search/?api=1&query=31.9539%2C%2035.9106', { lat: 31.9539, long: 35.9106 }],
    ['directions', 'https://www.google.com/maps/dir/?api=1&destination=-33.8688,151.2093', { lat: -33.8688, long: 151.2093 }],
    ['Apple Maps', 'https://maps.apple.com/?ll=29.5321,35.0063&q=Aqaba', { lat: 29.5321, long: 35.0063 }],
    ['OpenStreetMap', 'https://www.openstreetmap.org/#map=17/32.0392/35.7272', { lat: 32.0392, long: 35.7272 }],
    ['a geo: link', 'geo:32.0392,35.7272?z=17', { lat: 32.0392, long: 35.7272 }],
    ['the two numbers themselves', ' 32.0392, 35.7272 ', { lat: 32.0392, long: 35.7272 }],
  ])('%s', (_what, link, point) => {
    expect(coordinatesFromMapsLink(link)).toEqual(point);
  });

  it.each([
    ['a short link (its point is behind a redirect)', 'https://maps.app.goo.gl/AbCdEf123'],
    ['a place by name only', 'https://www.google.com/maps/place/Amman'],
    ['a point off the globe', 'https://www.google.com/maps/@95.1,35.9,15z'],
    ['the 0,0 an empty form gives', 'https://maps.google.com/?q=0,0'],
    ['not a link', 'عمّان، جبل اللويبدة'],
    ['nothing', '   '],
    ['a link with a broken escape', 'https://www.google.com/maps/place/%E0%A4%A/data'],
  ])('none in %s', (_what, link) => {
    expect(coordinatesFromMapsLink(link)).toBeNull();
  });
});
