import { route } from '@/lib/route/route';
import { stationSchema } from '@/lib/validation/station';
import { deleteStation, editStation } from '@/lib/menus/stations/write-station';
import { STATION_TEXT } from '@/lib/i18n/kitchen-ar';

/** Rename a station, move it to a branch, change its ages. Answers the menu in data.data. */
export const PUT = route({ access: 'menuAdmin', body: stationSchema }, async ({ menu, params, body }) => ({
  data: await editStation(menu, params.stationId, body),
  message: STATION_TEXT.saved,
}));

/** Delete a station: its sections and items go back to the menu's default station. */
export const DELETE = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({
  data: await deleteStation(menu, params.stationId),
  message: STATION_TEXT.deleted,
}));
