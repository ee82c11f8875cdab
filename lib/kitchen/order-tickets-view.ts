/** An order's tickets as stored (lean) and as the API answers them with the order. No imports: the view is shared. */
type Id = { toString(): string };
type When = Date | string | null | undefined;
export type StoredOrderTicket = { _id: Id; station?: Id | null; stationName?: string | null; lines?: { line: number; bumpedAt?: When }[] | null; bumpedAt?: When };

/** An order's ticket as it travels with the order (DinerOrderView.tickets). */
export type OrderTicket = {
  _id: string;
  station: string | null;
  stationName: string;
  /** Indexes into the order's lines, each bumped (made) or not. */
  lines: { line: number; bumpedAt: string | null }[];
  bumpedAt: string | null;
};

const at = (d: When) => (d ? new Date(d).toISOString() : null);

export function orderTicketsView(tickets: StoredOrderTicket[] | null | undefined): OrderTicket[] {
  return (tickets ?? []).map((t) => ({
    _id: String(t._id),
    station: t.station ? String(t.station) : null,
    stationName: t.stationName ?? '',
    lines: (t.lines ?? []).map((l) => ({ line: l.line, bumpedAt: at(l.bumpedAt) })),
    bumpedAt: at(t.bumpedAt),
  }));
}
