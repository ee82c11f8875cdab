import { isCalendarDay } from '../../lib/validation/calendar-day';

describe('isCalendarDay', () => {
  it.each(['2026-11-28', '2024-02-29', '2026-12-31', '2026-01-01T10:00:00Z'])('%p is a day', (text) => expect(isCalendarDay(text)).toBe(true));
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-11-2', 'yesterday', ''])('%p is not', (text) => expect(isCalendarDay(text)).toBe(false));
});
