import { serialize } from 'bson';
import { Menu, type MenuFields } from '../../../models/Menu';
import type { LeanMenu } from '../update-menu';

/** What an import writes: the menu's sections, and the owner's column mapping when it is remembered. */
export type ImportWrite = { sections: readonly LeanMenu['sections'][number][]; sheetColumns?: { header: string; key: string }[] };

/**
 * What an import writes, cast by the menu's model the way a write casts it (ids from their text, numbers, dates, each
 * subdocument's defaults, empty objects left out), as BSON bytes. Runs in the heavy-work worker: casting the 1,000
 * items of the worst import and their options took the app's thread about a second in one piece; decoding these
 * bytes there takes a few tens of milliseconds. The write sends them as literal values (import-menu-sheet.ts).
 */
export function storedImportBson(write: ImportWrite): Uint8Array {
  const cast = new Menu(write as unknown as Partial<MenuFields>).toObject({ depopulate: true, versionKey: false });
  return serialize({ sections: cast.sections, ...(write.sheetColumns ? { sheetColumns: cast.sheetColumns } : {}) });
}
