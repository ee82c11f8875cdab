/** How late a ticket is: 'fresh' under the station's first age, 'warn' from it, 'late' from the second. */
export type AgeLevel = 'fresh' | 'warn' | 'late';

/** A ticket's age as a kitchen display shows it (m:ss, counting up) and its level, at `now`. Pure. */
export function ticketAge(createdAt: string, now: number, warnAfterMin: number, lateAfterMin: number): { text: string; level: AgeLevel; seconds: number } {
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const level: AgeLevel = seconds >= lateAfterMin * 60 ? 'late' : seconds >= warnAfterMin * 60 ? 'warn' : 'fresh';
  return { text, level, seconds };
}
