import type { Types } from 'mongoose';

/** A printer has not asked for this long: the order screen and the kitchen screen warn. */
export const PRINTER_SILENT_MS = 2 * 60_000;

export type StoredPrinter = {
  _id: Types.ObjectId;
  menu: Types.ObjectId;
  station: Types.ObjectId | null;
  width: 80 | 58;
  kind: 'cloudprnt' | 'bridge';
  lastSeenAt?: Date | null;
  createdAt?: Date;
};

export type JobStates = { waiting: number; sent: number; printed: number; failed: number };

/** A printer as the API answers it: never its secret. */
export type PrinterView = {
  _id: string;
  station: string | null;
  width: 80 | 58;
  kind: 'cloudprnt' | 'bridge';
  lastSeenAt: string | null;
  /** Not heard from for PRINTER_SILENT_MS (or never). */
  silent: boolean;
  jobs: JobStates;
  createdAt: string;
};

export function printerView(p: StoredPrinter, jobs: JobStates, now = Date.now()): PrinterView {
  const seen = p.lastSeenAt ? new Date(p.lastSeenAt).getTime() : null;
  return {
    _id: String(p._id),
    station: p.station ? String(p.station) : null,
    width: p.width,
    kind: p.kind,
    lastSeenAt: seen ? new Date(seen).toISOString() : null,
    silent: seen === null || now - seen > PRINTER_SILENT_MS,
    jobs,
    createdAt: p.createdAt ? new Date(p.createdAt).toISOString() : '',
  };
}
