import { Types } from 'mongoose';

type Id = { toString(): string };
type Station = { _id: Id; name: string; branchId?: Id | null };
type RoutedMenu = {
  stations?: Station[] | null;
  sections?: { station?: Id | null; items?: { _id: Id; station?: Id | null }[] | null }[] | null;
};

/** A ticket as stored in its diner's order: the station's lines (indexes into the order's lines), each bumped or not. */
export type StoredTicket = {
  _id: Types.ObjectId;
  station: Types.ObjectId | null;
  stationName: string;
  lines: { line: number; bumpedAt: Date | null }[];
  bumpedAt: Date | null;
};

/**
 * A diner's order split into one ticket per kitchen station that has lines in it: a line goes to its
 * item's station, else its section's, else the menu's first station; a station deleted meanwhile counts as none. A
 * menu without stations makes one ticket of every line (station null). The station's name is kept in the ticket, so
 * a station renamed or deleted later does not change what was sent to it.
 *
 * Branches: a station may belong to one (a restaurant with two kitchens names both 'المطبخ', one per branch). A line
 * routed to a station of another branch than the order's (`branch`: its table's; null for the main one) goes to the
 * station of the same name in the order's branch when there is one, so sections are routed once for every branch.
 */
export function splitIntoTickets(menu: RoutedMenu, lines: readonly { item: { _id: Id } }[], branch: Id | null = null): StoredTicket[] {
  const stations = menu.stations ?? [];
  const ticket = (station: Station | null, indexes: number[]): StoredTicket => ({
    _id: new Types.ObjectId(),
    station: station ? new Types.ObjectId(String(station._id)) : null,
    stationName: station?.name ?? '',
    lines: indexes.map((line) => ({ line, bumpedAt: null })),
    bumpedAt: null,
  });
  if (stations.length === 0) return lines.length ? [ticket(null, lines.map((_, i) => i))] : [];

  const known = new Set(stations.map((s) => String(s._id)));
  const stationOfItem = new Map<string, string>();
  for (const section of menu.sections ?? []) {
    for (const item of section.items ?? []) {
      const chosen = [item.station, section.station].map((s) => (s ? String(s) : '')).find((s) => known.has(s));
      stationOfItem.set(String(item._id), chosen ?? String(stations[0]._id));
    }
  }
  const here = branch ? String(branch) : '';
  const branchOf = (s: Station) => (s.branchId ? String(s.branchId) : '');
  const inThisBranch = (id: string) => {
    const routed = stations.find((s) => String(s._id) === id);
    if (!routed || branchOf(routed) === here) return id;
    const twin = stations.find((s) => s.name === routed.name && branchOf(s) === here);
    return twin ? String(twin._id) : id;
  };
  const byStation = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const station = inThisBranch(stationOfItem.get(String(l.item._id)) ?? String(stations[0]._id));
    byStation.set(station, [...(byStation.get(station) ?? []), i]);
  });
  return stations.filter((s) => byStation.has(String(s._id))).map((s) => ticket(s, byStation.get(String(s._id)) ?? []));
}
