import { Types } from 'mongoose';
import type { StationValues } from '../../validation/station';
import { STATIONS_MAX } from '../../validation/station';
import { OBJECT_ID_PATTERN } from '../../validation/object-id-pattern';
import { badRequest, notFound } from '../../api/errors';
import { msg } from '../../i18n/t';
import { BRANCH_NOT_FOUND } from '../branches/write-branch';
import { updateMenu, type MenuHead } from '../update-menu';
import { updateMenuWithRoom, type RoomCheck } from '../menu-limits';

export const STATION_NOT_FOUND = msg('stationNotFound');

/** The menu as the route wrapper loaded it: what a station's write checks against. */
type LoadedMenu = Pick<MenuHead, '_id' | 'username' | 'branches' | 'stations'>;

function stationOid(stationId: string) {
  if (!OBJECT_ID_PATTERN.test(stationId)) throw notFound(STATION_NOT_FOUND);
  return new Types.ObjectId(stationId);
}

function branchOf(menu: LoadedMenu, branchId: string | null) {
  if (branchId === null) return null;
  if (!(menu.branches ?? []).some((b) => String(b._id) === branchId)) throw badRequest(BRANCH_NOT_FOUND);
  return new Types.ObjectId(branchId);
}

/** The stored fields of a station from its form; an English name left empty is no translation. */
function stationFields(menu: LoadedMenu, body: StationValues) {
  const en = body.translations?.en?.name;
  return {
    name: body.name,
    translations: en ? { en: { name: en } } : undefined,
    branchId: branchOf(menu, body.branchId),
    warnAfter: body.warnAfter,
    lateAfter: body.lateAfter,
  };
}

/**
 * Names are unique in a branch of a menu, compared as typed (trimmed): a condition of the write itself, as tables'
 * names are. The same name in two branches is two kitchens of one kind (lib/kitchen/split-into-tickets.ts).
 */
function nameFree(name: string, branchId: Types.ObjectId | null, except?: Types.ObjectId): RoomCheck {
  const clash = { name, branchId, ...(except ? { _id: { $ne: except } } : {}) };
  return { where: { $nor: [{ stations: { $elemMatch: clash } }] }, message: msg('stationNameTaken', { name }) };
}

const roomForOne: RoomCheck = { where: { [`stations.${STATIONS_MAX - 1}`]: { $exists: false } }, message: msg('limitStations', { max: STATIONS_MAX }) };

/** POST …/stations: one station at the end of the list (the first one is where unassigned sections go). */
export function createStation(menu: LoadedMenu, body: StationValues) {
  const station = { _id: new Types.ObjectId(), ...stationFields(menu, body) };
  return updateMenuWithRoom({ menuId: menu, update: { $push: { stations: station } } }, [roomForOne, nameFree(body.name, station.branchId)]);
}

/** PUT …/stations/{stationId}: its name, English name, branch and ages (its id, and so its screen's address, stays). */
export function editStation(menu: LoadedMenu, stationId: string, body: StationValues) {
  const _id = stationOid(stationId);
  const fields = stationFields(menu, body);
  const set = Object.fromEntries(Object.entries(fields).map(([k, v]) => [`stations.$[st].${k}`, v]));
  return updateMenuWithRoom(
    {
      menuId: menu,
      where: { 'stations._id': _id },
      update: fields.translations ? { $set: set } : { $set: set, $unset: { 'stations.$[st].translations': '' } },
      arrayFilters: [{ 'st._id': _id }],
      notFoundMessage: STATION_NOT_FOUND,
    },
    [nameFree(body.name, fields.branchId, _id)],
  );
}

/**
 * DELETE …/stations/{stationId}: the station, and with it (same update) every section's and item's choice of it, so
 * what it made goes to the menu's default station from the next order. Orders already split keep their tickets.
 */
export function deleteStation(menu: LoadedMenu, stationId: string) {
  const _id = stationOid(stationId);
  return updateMenu({
    menuId: menu,
    where: { 'stations._id': _id },
    update: { $pull: { stations: { _id } }, $unset: { 'sections.$[s].station': '', 'sections.$[].items.$[i].station': '' } },
    arrayFilters: [{ 's.station': _id }, { 'i.station': _id }],
    notFoundMessage: STATION_NOT_FOUND,
  });
}

/**
 * `station` in an edit of a section or an item: one of the menu's stations (400 otherwise), or null. Checked against
 * the menu the wrapper loaded; a station deleted in the same moment leaves a stale id that the split treats as none.
 */
export function checkStationOfMenu(menu: Pick<MenuHead, 'stations'>, stationId: string | null | undefined): void {
  if (!stationId) return;
  if (!(menu.stations ?? []).some((s) => String(s._id) === stationId)) throw badRequest(STATION_NOT_FOUND);
}
