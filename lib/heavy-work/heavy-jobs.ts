import type { MessageKey } from '../i18n/t';

/**
 * The work that runs in the heavy-work pool, as data: its name (the worker's entry, server/heavy-worker.ts, maps each
 * name to its function), how long it may run, what the owner is told when it outgrows the worker's memory, and its
 * lane: an owner's long work (a sheet, a paper menu: seconds) or the kitchen's short work (a ticket: tens of ms), each
 * with workers and a queue of its own, so a ticket never waits behind another restaurant's paper menu.
 * Only names here: this folder imports no domain, so the domains can call the pool without a cycle.
 */
export const HEAVY_JOBS = {
  /**
   * An uploaded .xlsx/.csv read, its columns found, its rows parsed and the import planned against the menu (given as
   * plain data): the preview, and for an apply the sections to write (lib/menus/sheet/plan-sheet-import.ts).
   */
  sheetImport: { timeoutMs: 60_000, tooHeavy: 'sheetTooHeavy', lane: 'long' },
  /** A menu into the paper menu's PDF bytes (lib/menus/print/menu-print-pdf.ts). */
  menuPrint: { timeoutMs: 120_000, tooHeavy: 'printTooHeavy', lane: 'long' },
  /** A kitchen ticket into a receipt printer's 1-bit raster (lib/kitchen/print/draw-ticket.ts). */
  ticketDraw: { timeoutMs: 20_000, tooHeavy: 'ticketTooHeavy', lane: 'short' },
  /** A payment's receipt into its PDF bytes, A4 or an 80 mm roll (lib/receipts/receipt-pdf.ts). */
  receiptPdf: { timeoutMs: 20_000, tooHeavy: 'receiptTooHeavy', lane: 'short' },
} as const satisfies Record<string, { timeoutMs: number; tooHeavy: MessageKey; lane: HeavyLane }>;

export type HeavyLane = 'long' | 'short';

export type HeavyJob = keyof typeof HEAVY_JOBS;

/** What goes to a worker and what comes back (structured clone: plain data, typed arrays, dates). */
export type HeavyRequest = { id: number; job: HeavyJob; input: unknown };
export type HeavyReply =
  | { id: number; ok: true; value: unknown }
  /** An ApiError thrown by the job (a refusal: 400, 413…), its status and its untranslated message. */
  | { id: number; ok: false; refusal: { status: number; text: unknown } }
  /** Anything else: a bug, logged by the caller and answered as a 500. */
  | { id: number; ok: false; bug: string };
