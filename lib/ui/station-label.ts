import { branchLabel } from './branch-label';

type Named = Parameters<typeof branchLabel>[0];
type Station = { _id: string; name: string; branchId?: string | null };

/**
 * A station as a list or a display names it: its name, and its branch when another station has the same name (two
 * branches' kitchens, both 'المطبخ': lib/kitchen/split-into-tickets.ts).
 */
export function stationLabel(menu: Named, stations: readonly Station[], station: Station): string {
  const twin = stations.some((s) => s._id !== station._id && s.name === station.name);
  return twin ? `${station.name} · ${branchLabel(menu, station.branchId ?? null)}` : station.name;
}
