import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { stationSchema } from '@/lib/validation/station';
import { createStation } from '@/lib/menus/stations/write-station';
import { stationViews } from '@/lib/menus/stations/station-view';
import { STATION_TEXT } from '@/lib/i18n/kitchen-ar';

/** The menu's kitchen stations (menu admins), in their order: the first is where unassigned sections go. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => ({ stations: stationViews(menu) }));

/** Add a station `{ name, translations?, branchId?, warnAfter?, lateAfter? }`. Answers the menu in data.data. */
export const POST = route({ access: 'menuAdmin', body: stationSchema }, async ({ menu, body }) =>
  ok({ data: await createStation(menu, body), message: STATION_TEXT.added }, 201),
);
