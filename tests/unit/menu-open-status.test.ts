import { endsNextDay, formatDays, formatHoursMinutes, openStatus, parseHourMinute, zonedClock, type WorkingDay } from '@/lib/menus/open-status';
import { hasWorkingHours } from '@/lib/shared/working-span';

// Asia/Amman is UTC+3 all year (no DST since 2022). 2025-01-06 is a Monday.
const amman = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

const weekdays = (start: string, end: string, days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']): WorkingDay[] =>
  days.map((day) => ({ day, start, end }));

describe('zonedClock', () => {
  it('reads the weekday and time in the restaurant zone, not the device zone', () => {
    // 22:30 UTC on Monday is 01:30 on Tuesday in Amman.
    expect(zonedClock(new Date('2025-01-06T22:30:00Z'), 'Asia/Amman')).toEqual({ weekday: 2, seconds: 5400 });
    expect(zonedClock(new Date('2025-01-06T22:30:00Z'), 'UTC')).toEqual({ weekday: 1, seconds: 22.5 * 3600 });
  });
  it('falls back to Asia/Amman for an unknown zone', () => {
    expect(zonedClock(new Date('2025-01-06T22:30:00Z'), 'Not/AZone')).toEqual({ weekday: 2, seconds: 5400 });
  });
});

describe('openStatus', () => {
  const days = weekdays('09:00', '23:00');

  it('is open between start and end, with the time to close in hours and minutes', () => {
    const s = openStatus(days, amman('2025-01-06T20:45:00'), 'Asia/Amman');
    expect(s.status).toBe('Opened');
    expect(s.status === 'Opened' && s.closesInSeconds).toBe(2 * 3600 + 15 * 60);
    expect(s.text).toBe('يغلق بعد ساعتين و15\u00a0دقيقة');
    expect(s.label).toBe('مفتوح الآن');
  });

  it('uses the menu zone: the same instant is closed in Amman and open in UTC', () => {
    const instant = new Date('2025-01-06T21:30:00Z'); // 00:30 Tuesday in Amman, 21:30 Monday in UTC
    expect(openStatus(days, instant, 'Asia/Amman').status).toBe('Closed');
    expect(openStatus(days, instant, 'UTC').status).toBe('Opened');
  });

  it('is closed before start, with the time to open', () => {
    const s = openStatus(days, amman('2025-01-06T07:30:00'), 'Asia/Amman');
    expect(s.status).toBe('Closed');
    expect(s.status === 'Closed' && s.opensInSeconds).toBe(90 * 60);
    expect(s.text).toBe('يفتح بعد ساعة و30\u00a0دقيقة');
    expect(s.label).toBe('مغلق الآن');
  });

  it('keeps a 20 s grace after the end', () => {
    expect(openStatus(days, amman('2025-01-06T23:00:20'), 'Asia/Amman').status).toBe('Opened');
    expect(openStatus(days, amman('2025-01-06T23:00:21'), 'Asia/Amman').status).toBe('Closed');
  });

  it('after closing, tells the time until tomorrow opens', () => {
    const s = openStatus(days, amman('2025-01-06T23:30:00'), 'Asia/Amman');
    expect(s.status).toBe('Closed');
    expect(s.status === 'Closed' && s.opensInSeconds).toBe(9.5 * 3600);
    expect(s.text).toBe('يفتح بعد 9\u00a0ساعات و30\u00a0دقيقة');
  });

  describe('an end time after midnight (18:00-02:00)', () => {
    const late = weekdays('18:00', '02:00', ['mon']);

    it('is open late in the evening, closing after midnight', () => {
      const s = openStatus(late, amman('2025-01-06T23:00:00'), 'Asia/Amman');
      expect(s.status).toBe('Opened');
      expect(s.status === 'Opened' && s.closesInSeconds).toBe(3 * 3600);
    });

    it('is still open at 01:30 the next day (Tuesday has no entry of its own)', () => {
      const s = openStatus(late, amman('2025-01-07T01:30:00'), 'Asia/Amman');
      expect(s.status).toBe('Opened');
      expect(s.text).toBe('يغلق بعد 30\u00a0دقيقة');
    });

    it('closes at 02:00 plus the grace', () => {
      expect(openStatus(late, amman('2025-01-07T02:00:20'), 'Asia/Amman').status).toBe('Opened');
      expect(openStatus(late, amman('2025-01-07T02:00:21'), 'Asia/Amman').status).toBe('Closed');
    });

    it('an end of exactly 00:00 also rolls to the next day', () => {
      const s = openStatus([{ day: 'mon', start: '12:00', end: '00:00' }], amman('2025-01-06T23:59:00'), 'Asia/Amman');
      expect(s.status).toBe('Opened');
    });

    it('an end hour of 5 or more does not roll over', () => {
      const s = openStatus([{ day: 'mon', start: '18:00', end: '05:00' }], amman('2025-01-06T19:00:00'), 'Asia/Amman');
      expect(s.status).toBe('Closed');
    });
  });

  it('a day without entry gives the days until the next open day', () => {
    // Only Thursday: on Monday it opens in 3 days.
    const s = openStatus(weekdays('09:00', '17:00', ['thu']), amman('2025-01-06T12:00:00'), 'Asia/Amman');
    expect(s.status).toBe('Closed');
    expect(s.status === 'Closed' && s.opensInDays).toBe(3);
    expect(s.text).toBe('يفتح بعد 3\u00a0أيام');
    // Tuesday only, seen on Monday: tomorrow.
    expect(openStatus(weekdays('09:00', '17:00', ['tue']), amman('2025-01-06T12:00:00'), 'Asia/Amman').text).toBe('يفتح بعد يوم');
  });

  it('a schedule without any day says so', () => {
    const s = openStatus([], amman('2025-01-06T12:00:00'), 'Asia/Amman');
    expect(s.status).toBe('Closed');
    expect(s.status === 'Closed' && s.noSchedule).toBe(true);
  });

  it('ignores malformed hours', () => {
    expect(parseHourMinute('25:00')).toBeNull();
    expect(parseHourMinute('9:05')).toBe(9 * 3600 + 300);
    expect(openStatus([{ day: 'mon', start: 'x', end: '23:00' }], amman('2025-01-06T12:00:00')).status).toBe('Closed');
  });
});

describe('Arabic durations', () => {
  it('uses the right number forms', () => {
    expect(formatHoursMinutes(3600)).toBe('ساعة');
    expect(formatHoursMinutes(5 * 3600 + 60)).toBe('5\u00a0ساعات ودقيقة');
    expect(formatHoursMinutes(11 * 3600 + 120)).toBe('11\u00a0ساعة ودقيقتين');
    expect(formatDays(2)).toBe('يومين');
    expect(formatDays(5)).toBe('5\u00a0أيام');
  });
});

describe('endsNextDay: the admin list says "after midnight" by the same rule the badge uses', () => {
  it.each([
    [{ day: 'thu', start: '18:00', end: '01:00' }, true],
    // Closing at midnight is not after it.
    [{ day: 'thu', start: '12:00', end: '00:00' }, false],
    [{ day: 'thu', start: '12:00', end: '23:30' }, false],
    // An end before the start but past the rollover hour is not read as the next day's by the badge: nor here.
    [{ day: 'thu', start: '20:00', end: '06:00' }, false],
  ])('%j → %p', (day, expected) => expect(endsNextDay(day)).toBe(expected));
});

describe('hasWorkingHours: whether the menu shows an open badge and an hours list at all', () => {
  it.each([
    [[], false],
    // Days saved with no hours (both are optional in the form) say nothing about opening either.
    [[{ day: 'sun', start: '', end: '' }, { day: 'mon', start: '09:00', end: '' }], false],
    [[{ day: 'sun', start: '', end: '' }, { day: 'mon', start: '09:00', end: '17:00' }], true],
  ])('%j → %p', (days, expected) => expect(hasWorkingHours(days)).toBe(expected));
});
