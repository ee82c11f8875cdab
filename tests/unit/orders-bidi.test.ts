import { scriptRuns } from '@/lib/pdf/bidi-runs';

/** The invoice's mixed lines: runs in visual (left-to-right) order, Arabic runs kept logical for the shaper. */
describe('visualRuns', () => {
  it('keeps a Latin line as one run', () => {
    expect(scriptRuns('Cafe Roma')).toEqual([{ text: 'Cafe Roma', rtl: false, arabic: false }]);
  });

  it('puts the words of an Arabic name right to left, each word logical, spaces between', () => {
    expect(scriptRuns('مطعم بيت الزيتون').map((r) => r.text)).toEqual(['الزيتون', ' ', 'بيت', ' ', 'مطعم']);
  });

  it('keeps numbers left to right inside Arabic and mirrors brackets', () => {
    expect(scriptRuns('مقهى (الأصدقاء) 2026').map((r) => r.text)).toEqual(['2026', ' (', 'الأصدقاء', ') ', 'مقهى']);
  });

  it('orders an Arabic name inside a Latin line (a digit after Arabic letters joins the Arabic side, as in a browser)', () => {
    expect(scriptRuns('Cafe مقهى سارة', 'ltr').map((r) => r.text)).toEqual(['Cafe ', 'سارة', ' ', 'مقهى']);
    expect(scriptRuns('Cafe مقهى سارة 1', 'ltr').map((r) => r.text)).toEqual(['Cafe ', '1', ' ', 'سارة', ' ', 'مقهى']);
  });
});
