import { Menu } from '../../../models/Menu';
import { ApiError, badRequest, conflict, notFound } from '../../api/errors';
import { runHeavy } from '../../heavy-work/run-heavy';
import { msg } from '../../i18n/t';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { releaseImages } from '../edits/release-images';
import { updateMenu, type LeanMenu, type MenuHead } from '../update-menu';
import { idsAsText } from './ids-as-text';
import type { ImportPreview, PlanMenu } from './plan-import';
import type { SheetImportInput, SheetImportOutcome } from './plan-sheet-import';
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
 * Reading the file, its rows and the plan are CPU work of a second or more for a big sheet: they run in the
 * heavy-work pool (plan-sheet-import.ts), so this thread only reads the menu, waits, and writes.
 * The write is made only if the menu is still as it was read (its updatedAt): an edit in between is a 409, not lost.
 * Every row was checked with the sheet's zod schema (the model's rules), so the write skips Mongoose's validators.
 * A file with problems writes nothing (400).
 */
export async function importMenuSheet(head: MenuHead, bytes: Buffer, opts: { dryRun: boolean; replace: boolean; columns?: SheetColumnMapping }): Promise<ImportResult> {
  const menu = await Menu.findById(head._id).lean<LeanMenu>();
  if (!menu) throw notFound(msg('menuNotFound'));
  const input: SheetImportInput = {
    bytes,
    // The owner's mapping from this preview, else the one remembered from the menu's last import.
    mapping: opts.columns ?? rememberedColumns(menu),
    menu: planMenu(menu),
    replace: opts.replace,
    withSections: !opts.dryRun,
  };
  const plan = await runHeavy<SheetImportOutcome>('sheetImport', input);
  if (opts.dryRun) return { preview: plan.preview, applied: false };
  const { problems } = plan.preview;
  if (problems.length) throw badRequest(plan.missingColumns ? problems[0].message : T.hasProblems(problems.length));
  if (!plan.sections) return { preview: plan.preview, applied: false, data: menu };
  const remember = opts.columns ? { sheetColumns: Object.entries(opts.columns).map(([header, key]) => ({ header, key })) } : {};
  let after: LeanMenu;
  try {
    // The sections' ids come back as text: Mongoose casts them to ObjectIds (validators are skipped, casting is not).
    after = await updateMenu({ menuId: head, where: { updatedAt: menu.updatedAt }, update: { $set: { sections: plan.sections, ...remember } }, validated: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw conflict(T.changedMeanwhile);
    throw err;
  }
  await releaseImages(plan.droppedImages);
  return { preview: plan.preview, applied: true, data: after };
}

/** What the plan reads of the menu, ids as text: a structured clone would turn each ObjectId into a bare object. */
const planMenu = (menu: LeanMenu): PlanMenu =>
  idsAsText({ sections: menu.sections, menuMainImage: menu.menuMainImage, institution: menu.institution, timeZone: menu.timeZone, updatedAt: menu.updatedAt });

const rememberedColumns = (menu: LeanMenu): SheetColumnMapping => Object.fromEntries((menu.sheetColumns ?? []).map((c) => [c.header, c.key ?? '']));
