/**
 * Whether a text starts with a day the calendar has ('2026-02-28'; not '2026-02-30' nor '2026-13-45'). JavaScript's
 * Date.parse rolls '2026-02-30' over to 2 March: checked here by writing the day back. Pure.
 */
export function isCalendarDay(text: string): boolean {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}
