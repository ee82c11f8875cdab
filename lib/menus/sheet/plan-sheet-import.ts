import { findSheetColumns, type ColumnMapping } from './find-sheet-columns';
import { parseSheetRows } from './parse-sheet-rows';
import { planImport, type ImportPlan, type PlanMenu } from './plan-import';
import { readSheetCells } from './read-sheet-cells';
import { storedImportBson, type ImportWrite } from './stored-import';
import { idsAsText } from './ids-as-text';
import { deserialize } from 'bson';

/** What the heavy-work job 'sheetImport' is given: plain data only (a structured clone). */
export interface SheetImportInput {
  /** The uploaded file. */
  bytes: Uint8Array;
  /** Which column is which: the owner's mapping from the preview, else the one remembered from the last import. */
  mapping: ColumnMapping;
  /** The menu's fields the plan reads (PlanMenu), as the database sent them (lib/menus/menu-bson.ts): decoded here. */
  menu: Uint8Array;
  replace: boolean;
  /** Whether what to write is wanted (an apply; a preview only needs the preview). */
  withSections: boolean;
  /** The mapping to remember for the menu's next import (given with this apply), written with the sections. */
  remember?: ImportWrite['sheetColumns'];
}

/**
 * What it answers: the preview, and for an apply with something to change what to write — the sections (and the
 * mapping to remember) cast as the model casts them, in BSON (stored-import.ts) — and whether columns were missing.
 */
export type SheetImportOutcome = Omit<ImportPlan, 'sections'> & { write: Uint8Array | null; missingColumns: boolean };

/**
 * Everything an import computes, in the heavy-work worker (server/heavy-worker.ts): the file read into cells, its
 * columns found, its rows parsed and checked, the plan made against the menu. A 3,000-row sheet costs about a second
 * of CPU here, which on the main thread held up every other client; the main thread now only reads the menu, waits,
 * and writes what it was handed. Refusals (413 too many rows, 400 unreadable…) are thrown as ApiErrors and reach the caller as they are.
 */
export async function planSheetImport(input: SheetImportInput): Promise<SheetImportOutcome> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const file = findSheetColumns(await readSheetCells(bytes), input.mapping);
  const plan = planImport(planMenu(input.menu), parseSheetRows(file), input.replace, file);
  return {
    preview: plan.preview,
    write: input.withSections && plan.sections ? storedImportBson({ sections: plan.sections, ...(input.remember ? { sheetColumns: input.remember } : {}) }) : null,
    droppedImages: plan.droppedImages,
    missingColumns: file.missing.length > 0,
  };
}

/** The fields of a menu an import plan reads (PlanMenu). */
export const PLAN_MENU_FIELDS = ['sections', 'menuMainImage', 'institution', 'timeZone', 'updatedAt'] as const;

/** The menu decoded, its ids as text: the plan's preview goes back by structured clone, which would turn an ObjectId into a bare object. */
const planMenu = (bytes: Uint8Array): PlanMenu => {
  const menu = deserialize(bytes) as PlanMenu;
  return idsAsText({ ...menu, sections: menu.sections ?? [] });
};
