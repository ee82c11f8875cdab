import { endOfZonedDay, inWindows, isSoldOut, itemAvailability, type AvailabilityWindow } from '@/lib/shared/availability';

// 2026-11-18 is a Wednesday. Amman is UTC+3 all year.
const amman = (iso: string) => new Date(`${iso}+03:00`);
const breakfast: AvailabilityWindow[] = [{ days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'], start: '07:00', end: '11:30' }];
const lateNight: AvailabilityWindow[] = [{ days: ['thu', 'fri'], start: '22:00', end: '02:00' }];

describe('item availability windows', () => {
  it('no windows: always available', () => {
    expect(itemAvailability({}, {}, amman('2026-11-18T03:00:00'), 'Asia/Amman')).toEqual({ available: true });
    expect(inWindows([], 3, 0)).toBe(true);
  });

  it('breakfast hours: inside, at the end (excluded) and after, with the next start later or tomorrow', () => {
    expect(itemAvailability({ availability: breakfast }, null, amman('2026-11-18T07:00:00'), 'Asia/Amman').available).toBe(true);
    expect(itemAvailability({ availability: breakfast }, null, amman('2026-11-18T11:29:59'), 'Asia/Amman').available).toBe(true);
    expect(itemAvailability({ availability: breakfast }, null, amman('2026-11-18T11:30:00'), 'Asia/Amman')).toEqual({
      available: false,
      reason: 'hours',
      back: { inDays: 1, at: '07:00' },
    });
    expect(itemAvailability({ availability: breakfast }, null, amman('2026-11-18T06:15:00'), 'Asia/Amman')).toEqual({
      available: false,
      reason: 'hours',
      back: { inDays: 0, at: '07:00' },
    });
  });

  it('a window whose end is before its start runs past midnight into the next day', () => {
    const thursday = (t: string) => amman(`2026-11-19T${t}`);
    expect(itemAvailability({ availability: lateNight }, null, thursday('21:59:00'), 'Asia/Amman')).toEqual({ available: false, reason: 'hours', back: { inDays: 0, at: '22:00' } });
    expect(itemAvailability({ availability: lateNight }, null, thursday('23:30:00'), 'Asia/Amman').available).toBe(true);
    // Friday 01:30 is still Thursday's night; Saturday 01:30 is Friday's night; Sunday 01:30 is not (no Saturday window).
    expect(itemAvailability({ availability: lateNight }, null, amman('2026-11-20T01:30:00'), 'Asia/Amman').available).toBe(true);
    expect(itemAvailability({ availability: lateNight }, null, amman('2026-11-21T01:30:00'), 'Asia/Amman').available).toBe(true);
    expect(itemAvailability({ availability: lateNight }, null, amman('2026-11-22T01:30:00'), 'Asia/Amman')).toEqual({
      available: false,
      reason: 'hours',
      back: { inDays: 4, at: '22:00' }, // Sunday → Thursday
    });
  });

  it('reads the menu’s time zone, not the device’s: 06:00 UTC is breakfast in Amman and 01:00 in New York', () => {
    const instant = new Date('2026-11-18T06:00:00Z');
    expect(itemAvailability({ availability: breakfast }, null, instant, 'Asia/Amman').available).toBe(true);
    expect(itemAvailability({ availability: breakfast }, null, instant, 'America/New_York')).toEqual({ available: false, reason: 'hours', back: { inDays: 0, at: '07:00' } });
  });

  it('an item in a section with hours needs both; the next opening is when both hold', () => {
    const section = { availability: [{ days: ['wed', 'thu'], start: '08:00', end: '12:00' }] };
    const item = { availability: [{ days: ['wed', 'thu'], start: '07:00', end: '09:00' }] };
    expect(itemAvailability(item, section, amman('2026-11-18T07:30:00'), 'Asia/Amman')).toEqual({ available: false, reason: 'hours', back: { inDays: 0, at: '08:00' } });
    expect(itemAvailability(item, section, amman('2026-11-18T08:30:00'), 'Asia/Amman').available).toBe(true);
    expect(itemAvailability(item, section, amman('2026-11-18T09:30:00'), 'Asia/Amman')).toEqual({ available: false, reason: 'hours', back: { inDays: 1, at: '08:00' } });
    expect(itemAvailability({}, section, amman('2026-11-20T09:00:00'), 'Asia/Amman')).toEqual({ available: false, reason: 'hours', back: { inDays: 5, at: '08:00' } });
  });
});

describe('sold out until', () => {
  const now = amman('2026-11-18T20:00:00');
  it('sold out with no end lasts; with an end it is over at that instant', () => {
    expect(isSoldOut({ soldOut: true }, now)).toBe(true);
    expect(isSoldOut({ soldOut: false, soldOutUntil: amman('2026-11-19T00:00:00') }, now)).toBe(false);
    expect(isSoldOut({ soldOut: true, soldOutUntil: amman('2026-11-18T20:00:01').toISOString() }, now)).toBe(true);
    expect(isSoldOut({ soldOut: true, soldOutUntil: amman('2026-11-18T20:00:00') }, now)).toBe(false);
  });

  it('tells when a sold-out item comes back, and sold out wins over hours', () => {
    expect(itemAvailability({ soldOut: true }, null, now, 'Asia/Amman')).toEqual({ available: false, reason: 'soldOut', back: null });
    expect(itemAvailability({ soldOut: true, soldOutUntil: amman('2026-11-18T22:30:00') }, null, now, 'Asia/Amman')).toEqual({
      available: false,
      reason: 'soldOut',
      back: { inDays: 0, at: '22:30' },
    });
    expect(itemAvailability({ soldOut: true, soldOutUntil: amman('2026-11-19T00:00:00'), availability: breakfast }, null, now, 'Asia/Amman')).toEqual({
      available: false,
      reason: 'soldOut',
      back: { inDays: 1, at: '00:00' },
    });
  });

  it('the rest of the day ends at the menu’s midnight', () => {
    expect(endOfZonedDay(now, 'Asia/Amman').toISOString()).toBe(amman('2026-11-19T00:00:00').toISOString());
    expect(endOfZonedDay(new Date('2026-11-18T23:30:00Z'), 'UTC').toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });
});
