import { Types } from 'mongoose';
import { Printer } from '../../models/Printer';
import { forbidden, notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
import { PRINTER_KEY_PATTERN, printerKeyHash } from './printer-key';
import type { StoredPrinter } from './printer-view';

/** One of the menu's printers by its id, or a 404 (another menu's printer is not found either). */
export async function findMenuPrinter(menuId: Types.ObjectId, printerId: string): Promise<StoredPrinter> {
  const printer = OBJECT_ID_PATTERN.test(printerId) ? await Printer.findOne({ _id: new Types.ObjectId(printerId), menu: menuId }).lean<StoredPrinter>() : null;
  if (!printer) throw notFound(msg('printerNotFound'));
  return printer;
}

/**
 * The printer a secret names (its CloudPRNT URL, its bridge's key), of the kind asked; its last-seen time is now. A
 * wrong key is a 403 whatever it looks like.
 */
export async function printerOfKey(key: string | null | undefined, kind: StoredPrinter['kind']): Promise<StoredPrinter> {
  if (!key || !PRINTER_KEY_PATTERN.test(key)) throw forbidden(msg('printerKeyWrong'));
  const printer = await Printer.findOneAndUpdate({ keyHash: printerKeyHash(key) }, { $set: { lastSeenAt: new Date() } }, { returnDocument: 'after' }).lean<StoredPrinter>();
  if (!printer) throw forbidden(msg('printerKeyWrong'));
  if (printer.kind !== kind) throw forbidden(msg('printerKindWrong'));
  return printer;
}
