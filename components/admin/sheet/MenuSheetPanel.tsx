'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { MENU_SHEET_TEXT as T } from '@/lib/i18n/ar';
import { exportUrl, sendSheet, templateUrl, type ImportAnswer } from '@/lib/menus/sheet/sheet-client';
import { sheetUploadFormSchema, type SheetUploadValues } from '@/lib/validation/menu-sheet';
import { useAdmin } from '../AdminContext';
import { Panel } from '../ui/Panel';
import { UploadProgress } from '../ui/UploadProgress';
import { SheetPreview } from './SheetPreview';
import { SheetColumnsForm } from './SheetColumnsForm';
import type { SheetColumnMapping } from '@/lib/validation/menu-sheet';
import ui from '../ui/admin-ui.module.css';

/**
 * The menu in and out of a spreadsheet: download the menu or the template, upload a filled file for a
 * preview (what is added, changed, removed, and every problem at its row and column), then apply it in one write.
 * Nothing is saved before 'apply'; a progress bar shows while the file goes up.
 */
export function MenuSheetPanel() {
  const { menu, reload } = useAdmin();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<(ImportAnswer & { file: File; replace: boolean; columns?: SheetColumnMapping }) | null>(null);
  const [applying, setApplying] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SheetUploadValues>({ resolver: zodResolver(sheetUploadFormSchema) as never, defaultValues: { replace: false } });

  const preview = async (file: File, replace: boolean, columns?: SheetColumnMapping) => {
    setProgress(0);
    try {
      const res = await sendSheet(menu._id, file, { dryRun: true, replace, columns }, setProgress);
      setAnswer({ ...res, file, replace, columns });
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setProgress(null);
    }
  };
  const onPreview = (values: SheetUploadValues) => {
    setAnswer(null);
    return preview(values.file[0], values.replace);
  };
  // The same file again, read with the owner's column mapping.
  const onColumns = (columns: SheetColumnMapping) => (answer ? preview(answer.file, answer.replace, columns) : Promise.resolve());

  const onApply = async () => {
    if (!answer) return;
    setApplying(true);
    setProgress(0);
    try {
      await sendSheet(menu._id, answer.file, { dryRun: false, replace: answer.replace, columns: answer.columns }, setProgress);
      toast.success(T.applied);
      setAnswer(null);
      reload();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setApplying(false);
      setProgress(null);
    }
  };

  const p = answer?.preview;
  const changes = p ? p.items.add.length + p.items.change.length + p.items.remove.length + p.sections.add.length + p.sections.change.length + p.sections.remove.length : 0;
  return (
    <Panel title={T.title} testId="menu-sheet-panel">
      <p className={ui.hint}>{T.intro}</p>
      <div className={ui.actions}>
        <a className="btn btn-secondary" href={exportUrl(menu._id)} download id="sheet-export">
          {T.export}
        </a>
        <a className="btn btn-secondary" href={templateUrl(menu._id)} download id="sheet-template">
          {T.template}
        </a>
      </div>
      <form onSubmit={handleSubmit(onPreview)} noValidate className={ui.partBelow} aria-label={T.title}>
        <FormField
          id="sheet-file"
          label={T.file}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          error={errors.file?.message}
          {...register('file')}
        />
        <FormField id="sheet-replace" type="checkbox" label={T.replace} {...register('replace')} />
        {progress !== null ? <UploadProgress value={progress} label={applying ? T.applying : undefined} /> : null}
        <SubmitButton busy={isSubmitting} busyText={T.previewing} disabled={applying}>
          {T.preview}
        </SubmitButton>
      </form>
      {p ? (
        <div className={ui.partBelow} data-testid="sheet-preview">
          {p.columns.length ? <SheetColumnsForm key={JSON.stringify(p.columns)} columns={p.columns} onSubmit={onColumns} /> : null}
          <SheetPreview preview={p} />
          {p.problems.length === 0 && changes > 0 ? (
            <p className={ui.partBelow}>
              <SubmitButton type="button" busy={applying} busyText={T.applying} onClick={onApply} id="sheet-apply">
                {T.apply}
              </SubmitButton>
            </p>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
