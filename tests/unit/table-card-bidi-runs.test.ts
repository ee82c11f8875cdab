/** Visual runs of the table-card text (bidi-js): Arabic runs stay in logical order for shaping, runs ordered RTL. */
import { visualRuns } from '../../lib/pdf/bidi-runs';
import { pdfColor } from '../../lib/menus/qr/pdf-color';

describe('visualRuns', () => {
  it('an Arabic line is one right-to-left run in logical order', () => {
    expect(visualRuns('مطعم السنابل')).toEqual([{ text: 'مطعم السنابل', rtl: true }]);
  });
  it('mixed text: Latin and numbers stay left-to-right, the runs come in visual order, brackets mirrored', () => {
    expect(visualRuns('مطعم الشام 2026 (Amman)')).toEqual([
      { text: '(', rtl: true },
      { text: 'Amman', rtl: false },
      { text: ' )', rtl: true },
      { text: '2026', rtl: false },
      { text: 'مطعم الشام ', rtl: true },
    ]);
  });
  it('a link is a single left-to-right run', () => {
    expect(visualRuns('http://localhost:3000/m/zaytoon')).toEqual([{ text: 'http://localhost:3000/m/zaytoon', rtl: false }]);
  });
});

describe('pdfColor', () => {
  it('keeps hex and names, turns rgb() into numbers, falls back otherwise', () => {
    expect(pdfColor('#8d1b3d', '#000')).toBe('#8d1b3d');
    expect(pdfColor('#abcd', '#000')).toBe('#abc');
    expect(pdfColor('teal', '#000')).toBe('teal');
    expect(pdfColor('rgb(10, 20, 300)', '#000')).toEqual([10, 20, 255]);
    expect(pdfColor('hsl(1 2% 3%)', '#000')).toBe('#000');
  });
});
