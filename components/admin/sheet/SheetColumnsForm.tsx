'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { MENU_SHEET_TEXT as T } from '@/lib/i18n/ar';
import type { SheetColumn } from '@/lib/menus/sheet/find-sheet-columns';
import { ITEM_COLUMNS, itemHeader } from '@/lib/menus/sheet/sheet-columns';
import { columnMappingOf, sheetColumnsFormSchema, type SheetColumnMapping, type SheetColumnsValues } from '@/lib/validation/menu-sheet';
import ui from '../ui/admin-ui.module.css';

const FIELDS = [{ value: '', label: T.columnSkip }, ...ITEM_COLUMNS.map((c) => ({ value: c.key, label: T.fieldNames[c.key] ?? itemHeader(c.key) }))];

/**
 * The file's columns and what each is read as: found by its name, or chosen here when the import did not recognise
 * it. Sending the form previews the file again with this mapping; applying remembers it for the menu.
 */
export function SheetColumnsForm({ columns, onSubmit }: { columns: SheetColumn[]; onSubmit: (mapping: SheetColumnMapping) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SheetColumnsValues>({
    resolver: zodResolver(sheetColumnsFormSchema) as never,
    defaultValues: { columns: columns.map((c) => ({ header: c.header, key: c.key ?? '' })) },
  });
  // Open while a column is neither recognised nor mapped by the owner (left out on purpose counts as mapped).
  const needed = columns.some((c) => c.by === null);
  return (
    <details className={`${ui.disclosure} ${ui.partBelow}`} open={needed} data-testid="sheet-columns">
      <summary>{T.columnsTitle}</summary>
      <p className={ui.hint}>{T.columnsIntro}</p>
      <form onSubmit={handleSubmit((v) => onSubmit(columnMappingOf(v)))} noValidate aria-label={T.columnsTitle}>
        <div className={ui.grid}>
          {columns.map((c, i) => (
            <SelectField key={`${c.letter}-${c.header}`} id={`sheet-column-${c.letter}`} label={`${c.letter} · ${c.header}`} options={FIELDS} {...register(`columns.${i}.key`)} />
          ))}
        </div>
        <SubmitButton busy={isSubmitting} busyText={T.previewing} id="sheet-columns-apply">
          {T.columnsApply}
        </SubmitButton>
      </form>
    </details>
  );
}
