import { z } from './z';
import { objectId } from './object-id';
import { textField } from './link-fields';
import { zm } from '../i18n/t';
import { MENU_LIMITS } from '../shared/menu-caps';
import { normalTableName, normalTablePrefix } from '../shared/menu-tables';
import { numberFromText } from '../shared/ascii-digits';

/**
 * Tables of the restaurant. Each form has its schema: one table (`{ name, branchId? }`, also the body of
 * PUT …/tables/{tableId}) and a numbered range (`{ from, to, prefix?, branchId? }`, 'تراس 1' to 'تراس 20'); the
 * POST …/tables body is either.
 */
export const TABLE_NAME_MAX = 40;
const RANGE_MAX_NUMBER = 9999;

/** '' or null from the form's 'no branch' choice means none. */
const branchIdField = z.preprocess((v) => (v === '' ? null : v), objectId('branchId').nullable().optional()).transform((v) => v ?? null);

export const tableSchema = z.object({
  // Stored as the screens read it: 'طاولة 12' and '١٢' are the table '12' (lib/shared/menu-tables.ts).
  name: textField('table:name', TABLE_NAME_MAX).min(1, zm('required', { field: 'table:name' })).transform(normalTableName),
  branchId: branchIdField,
});
export type TableValues = z.output<typeof tableSchema>;

const rangeNumber = (field: string) => {
  const message = zm('numberBetween', { field, min: 1, max: RANGE_MAX_NUMBER });
  // '١٢' as 12, as the table names read it.
  return z.preprocess(numberFromText, z.number(message).int(message).min(1, message).max(RANGE_MAX_NUMBER, message));
};

export const tableRangeSchema = z
  .object({
    from: rangeNumber('table:from'),
    to: rangeNumber('table:to'),
    prefix: textField('table:prefix', TABLE_NAME_MAX - 5).optional().transform((v) => normalTablePrefix(v ?? '')),
    branchId: branchIdField,
  })
  .refine((r) => r.to >= r.from, { ...zm('tableRangeOrder'), path: ['to'] })
  .refine((r) => r.to - r.from < MENU_LIMITS.tablesPerRange, { ...zm('tableRangeSize', { max: MENU_LIMITS.tablesPerRange }), path: ['to'] });
export type TableRangeValues = z.output<typeof tableRangeSchema>;

export type CreateTablesValues = TableValues | TableRangeValues;

/**
 * POST …/tables: one table when the body has a `name`, else a range; each checked by its own schema, so the messages
 * are that form's ('from must be a number…'), not a union's 'Invalid input'.
 */
export const createTablesSchema = z.unknown().transform((body, ctx): CreateTablesValues => {
  const one = typeof body === 'object' && body !== null && 'name' in body;
  const parsed = (one ? tableSchema : tableRangeSchema).safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
