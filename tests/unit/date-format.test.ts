import { dateFormat } from '@/lib/shared/date-format';
import { zonedClock } from '@/lib/shared/zoned-clock';
import { zonedDay } from '@/lib/menus/zoned-day';

describe('dateFormat (kept date formats)', () => {
  it('makes a format once per locale and options and hands the same one back', () => {
    const a = dateFormat('en-US', { timeZone: 'Asia/Amman', hour: '2-digit' });
    expect(dateFormat('en-US', { timeZone: 'Asia/Amman', hour: '2-digit' })).toBe(a);
    expect(dateFormat('en-US', { timeZone: 'Europe/London', hour: '2-digit' })).not.toBe(a);
    expect(dateFormat('ar', { timeZone: 'Asia/Amman', hour: '2-digit' })).not.toBe(a);
  });

  it('throws for an unknown time zone, and keeps nothing for it (its users fall back to Amman)', () => {
    expect(() => dateFormat('en-US', { timeZone: 'Nowhere/Land' })).toThrow(RangeError);
    const instant = new Date('2026-03-01T22:30:00Z');
    expect(zonedDay(instant, 'Nowhere/Land')).toBe(zonedDay(instant, 'Asia/Amman'));
    expect(zonedClock(instant, 'Nowhere/Land')).toEqual(zonedClock(instant, 'Asia/Amman'));
    expect(zonedDay(instant, 'Asia/Amman')).toBe('2026-03-02');
  });
});
