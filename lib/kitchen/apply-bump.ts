import type { DinerOrderStatus } from '../shared/diner-order-rules';

/**
 * The rules of a bump, as a function of an order's tickets, so one conditional update writes the tickets
 * and the status they imply together. Times are Dates (stored) and compared by value.
 */
type Ticket = { _id: { toString(): string }; station: { toString(): string } | null; lines: { line: number; bumpedAt: Date | null }[]; bumpedAt: Date | null };

export type BumpAsk = { ticketId: string; line?: number; bumped: boolean };
export type BumpOutcome<T extends Ticket> = { tickets: T[] } | { missing: 'ticket' | 'line' };

/**
 * A whole ticket bumped (every line not yet bumped is, at the same moment) or un-bumped (every line back); one line
 * bumped or back, and the ticket with it: bumped when its last line is, back when one of its lines is.
 */
export function applyBump<T extends Ticket>(tickets: T[], ask: BumpAsk, now: Date): BumpOutcome<T> {
  const target = tickets.find((t) => String(t._id) === ask.ticketId);
  if (!target) return { missing: 'ticket' };
  if (ask.line !== undefined && !target.lines[ask.line]) return { missing: 'line' };
  const at = ask.bumped ? now : null;
  const next = tickets.map((t) => {
    if (t !== target) return t;
    const lines = t.lines.map((l, i) => {
      if (ask.line !== undefined && i !== ask.line) return l;
      if (ask.bumped) return l.bumpedAt ? l : { ...l, bumpedAt: at };
      return { ...l, bumpedAt: null };
    });
    const done = lines.every((l) => l.bumpedAt !== null);
    return { ...t, lines, bumpedAt: done ? (t.bumpedAt ?? now) : null };
  });
  return { tickets: next };
}

/**
 * 'استرجاع' at a station: the last bump made there taken back, whatever it was (a whole ticket: its lines bumped at
 * that moment with it; one line: that line, and its ticket if that line finished it). Null: nothing to take back.
 */
export function undoLastBump<T extends Ticket>(tickets: T[], isStation: (t: T) => boolean): { tickets: T[]; at: Date } | null {
  let last: Date | null = null;
  for (const t of tickets.filter(isStation)) {
    for (const d of [t.bumpedAt, ...t.lines.map((l) => l.bumpedAt)]) if (d && (!last || d > last)) last = d;
  }
  if (!last) return null;
  const at = last.getTime();
  const back = (d: Date | null) => (d && d.getTime() === at ? null : d);
  return {
    at: last,
    tickets: tickets.map((t) => (isStation(t) ? { ...t, bumpedAt: back(t.bumpedAt), lines: t.lines.map((l) => ({ ...l, bumpedAt: back(l.bumpedAt) })) } : t)),
  };
}

/**
 * The status the tickets give an order (the expo rule): every ticket bumped makes an order in the kitchen 'ready';
 * a first bump makes a new or accepted order 'preparing'; a bump taken back makes a 'ready' order 'preparing' again.
 * Served and canceled orders are not the kitchen's to change.
 */
export function kitchenStatus(status: DinerOrderStatus, tickets: Ticket[], undoing: boolean): DinerOrderStatus {
  if (status === 'served' || status === 'canceled' || tickets.length === 0) return status;
  const all = tickets.every((t) => t.bumpedAt !== null);
  const any = tickets.some((t) => t.bumpedAt !== null || t.lines.some((l) => l.bumpedAt !== null));
  if (all) return 'ready';
  if (status === 'ready') return undoing ? 'preparing' : status;
  if (any && (status === 'new' || status === 'accepted')) return 'preparing';
  return status;
}
