import { mongo } from 'mongoose';
import { Menu } from '../../../models/Menu';
import { ApiError, badRequest, conflict, notFound } from '../../api/errors';
import { runHeavy } from '../../heavy-work/run-heavy';
import { msg } from '../../i18n/t';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { releaseImages } from '../edits/release-images';
import { updateMenu, type LeanMenu, type MenuHead } from '../update-menu';
import { readMenuBson } from '../menu-bson';
import type { ImportPreview } from './plan-import';
import { PLAN_MENU_FIELDS, type SheetImportInput, type SheetImportOutcome } from './plan-sheet-import';
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
 * Every row was checked with the sheet's zod schema (the model's rules) and cast by the model in the worker, so the
 * write neither validates nor casts again.
 * A file with problems writes nothing (400).
 */
export async function importMenuSheet(head: MenuHead, bytes: Buffer, opts: { dryRun: boolean; replace: boolean; columns?: SheetColumnMapping; account?: string }): Promise<ImportResult> {
  // The menu goes to the worker as the database sent it (lib/menus/menu-bson.ts), decoded there; here only the fields
  // this thread needs are read out of the bytes (the sections are skipped over, not decoded).
  const menuBson = await readMenuBson(head._id, [...PLAN_MENU_FIELDS, 'sheetColumns']);
  const menu = mongo.BSON.deserialize(menuBson, { fieldsAsRaw: { sections: true } }) as Pick<LeanMenu, 'updatedAt' | 'sheetColumns'>;
  const input: SheetImportInput = {
    bytes,
    // The owner's mapping from this preview, else the one remembered from the menu's last import.
    mapping: opts.columns ?? rememberedColumns(menu),
    menu: menuBson,
    replace: opts.replace,
    withSections: !opts.dryRun,
    remember: opts.columns ? Object.entries(opts.columns).map(([header, key]) => ({ header, key })) : undefined,
  };
  const plan = await runHeavy<SheetImportOutcome>('sheetImport', input, opts.account);
  if (opts.dryRun) return { preview: plan.preview, applied: false };
  const { problems } = plan.preview;
  if (problems.length) throw badRequest(plan.missingColumns ? problems[0].message : T.hasProblems(problems.length));
  if (!plan.write) return { preview: plan.preview, applied: false, data: await readMenu(head) };
  // Cast by the model in the worker (stored-import.ts): written as literal values of a one-stage pipeline, which
  // Mongoose sends as they are (a `$set` document it would cast again, item by item, on this thread).
  const written = mongo.BSON.deserialize(plan.write) as Record<string, unknown>;
  const literal = Object.fromEntries(Object.entries(written).map(([field, value]) => [field, { $literal: value }]));
  await nextTask();
  let after: LeanMenu;
  try {
    after = await updateMenu({ menuId: head, where: { updatedAt: menu.updatedAt }, update: [{ $set: literal }], validated: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw conflict(T.changedMeanwhile);
    throw err;
  }
  await nextTask();
  await releaseImages(plan.droppedImages);
  return { preview: plan.preview, applied: true, data: after };
}

/** The menu as the other menu writes answer it, for an apply that had nothing to write. */
async function readMenu(head: MenuHead): Promise<LeanMenu> {
  const menu = await Menu.findById(head._id).lean<LeanMenu>();
  if (!menu) throw notFound(msg('menuNotFound'));
  return menu;
}

const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

const rememberedColumns = (menu: Pick<LeanMenu, 'sheetColumns'>): SheetColumnMapping => Object.fromEntries((menu.sheetColumns ?? []).map((c) => [c.header, c.key ?? '']));
