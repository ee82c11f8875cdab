import type { MenuHead } from '../update-menu';

/** A kitchen station as the API answers it. */
export type StationView = {
  _id: string;
  name: string;
  translations?: { en: { name: string } };
  branchId: string | null;
  warnAfter: number;
  lateAfter: number;
};

/** The menu's stations in their order (none: an empty list, the menu works as one kitchen). */
export function stationViews(menu: Pick<MenuHead, 'stations'>): StationView[] {
  return (menu.stations ?? []).map((s) => ({
    _id: String(s._id),
    name: s.name,
    ...(s.translations?.en?.name ? { translations: { en: { name: s.translations.en.name } } } : {}),
    branchId: s.branchId ? String(s.branchId) : null,
    warnAfter: s.warnAfter ?? 5,
    lateAfter: s.lateAfter ?? 10,
  }));
}
