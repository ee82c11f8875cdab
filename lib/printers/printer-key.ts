import { createHash, randomBytes } from 'node:crypto';

/** A printer's secret: 128 random bits, in its CloudPRNT URL or given to its bridge; stored as its SHA-256. */
export const newPrinterKey = () => randomBytes(16).toString('hex');
export const printerKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');
export const PRINTER_KEY_PATTERN = /^[0-9a-f]{32}$/;
