import { Menu } from '../../../models/Menu';
import { ApiError, badRequest, conflict, notFound } from '../../api/errors';
import { msg } from '../../i18n/t';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { releaseImages } from '../edits/release-images';
import { updateMenu, type LeanMenu, type MenuHead } from '../update-menu';
import { parseSheetRows } from './parse-sheet-rows';
import { planImport, type ImportPreview } from './plan-import';
import { readSheetFile } from './read-sheet-file';
import { findSheetColumns } from './find-sheet-columns';
import type { SheetColumnMapping } from '../../validation/menu-sheet';

export interface ImportResult {
  preview: ImportPreview;
  /** Whether the menu was written. */
  applied: boolean;
  /** The menu after the import (applied), as the other menu writes answer it. */
  data?: LeanMenu;
}

/**
 * POST …/import: reads the sheet, matches it against the menu and answers the preview; unless `dryRun`, writes it as
 * ONE update of the menu's sections through updateMenu() (the public pages are invalidated with it) — all or nothing.
 * The write is made only if the menu is still as it was read (its updatedAt): an edit in between is a 409, not lost.
 * Every row was checked with the sheet's zod schema (the model's rules), so the write skips Mongoose's validators.
 * A file with problems writes nothing (400).
 */
export async function importMenuSheet(head: MenuHead, bytes: Buffer, opts: { dryRun: boolean; replace: boolean; columns?: SheetColumnMapping }): Promise<ImportResult> {
  const cells = await readSheetFile(bytes);
  const menu = await Menu.findById(head._id).lean<LeanMenu>();
  if (!menu) throw notFound(msg('menuNotFound'));
  // The owner's mapping from this preview, else the one remembered from the menu's last import.
  const file = findSheetColumns(cells, opts.columns ?? rememberedColumns(menu));
  const plan = planImport(menu, parseSheetRows(file), opts.replace, file);
  if (opts.dryRun) return { preview: plan.preview, applied: false };
  const { problems } = plan.preview;
  if (problems.length) throw badRequest(file.missing.length ? problems[0].message : T.hasProblems(problems.length));
  if (!plan.sections) return { preview: plan.preview, applied: false, data: menu };
  const remember = opts.columns ? { sheetColumns: Object.entries(opts.columns).map(([header, key]) => ({ header, key })) } : {};
  let after: LeanMenu;
  try {
    after = await updateMenu({ menuId: head, where: { updatedAt: menu.updatedAt }, update: { $set: { sections: plan.sections, ...remember } }, validated: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw conflict(T.changedMeanwhile);
    throw err;
  }
  await releaseImages(plan.droppedImages);
  return { preview: plan.preview, applied: true, data: after };
}

const rememberedColumns = (menu: LeanMenu): SheetColumnMapping => Object.fromEntries((menu.sheetColumns ?? []).map((c) => [c.header, c.key ?? '']));
