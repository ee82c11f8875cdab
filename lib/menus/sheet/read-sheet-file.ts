import { runHeavy } from '../../heavy-work/run-heavy';
import type { SheetCells } from './read-sheet-cells';

/**
 * Reads an uploaded menu sheet (an .xlsx or a CSV) into rows of text cells. The file itself is read in the heavy-work
 * pool (read-sheet-cells.ts, in a worker thread with its own memory limit: the bytes it inflates and its rows and
 * cells are counted before it is parsed), so a big or hostile file never holds up the app's other requests. Which
 * column is which is find-sheet-columns.ts's job.
 */
export function readSheetFile(bytes: Buffer): Promise<SheetCells> {
  return runHeavy<SheetCells>('sheetCells', bytes);
}
