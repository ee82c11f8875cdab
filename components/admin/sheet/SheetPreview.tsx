import { MENU_SHEET_TEXT as T } from '@/lib/i18n/ar';
import type { FieldChange, ImportPreview } from '@/lib/menus/sheet/plan-import';
import type { SheetProblem } from '@/lib/menus/sheet/parse-sheet-rows';
import { AdminTable } from '../ui/AdminTable';
import ui from '../ui/admin-ui.module.css';
import styles from './sheet-preview.module.css';

/** Each changed field with its value in the menu now and in the file: 'السعر: 2.5 ← 3'. */
function ChangesText({ changes }: { changes: FieldChange[] }) {
  return (
    <>
      {changes.map((c) => (
        <span key={c.field} className={styles.change} data-testid="sheet-change" data-field={c.field}>
          {T.fieldNames[c.field] ?? c.field}: <bdi>{c.from || '—'}</bdi> {T.changeArrow} <bdi>{c.to || '—'}</bdi>
        </span>
      ))}
    </>
  );
}

/** Problems (nothing is written while there is one) or warnings (taken as they are), each at its row and column. */
function RowNotes({ notes, title, testId, error }: { notes: SheetProblem[]; title: string; testId: string; error: boolean }) {
  return (
    <>
      <div role={error ? 'alert' : 'status'}>
        <h3 className={ui.subTitle}>
          {title}
          {error ? `: ${T.hasProblems(notes.length)}` : ` (${notes.length})`}
        </h3>
      </div>
      <AdminTable headers={[T.row, T.column, T.message]} caption={title} testId={testId}>
        {notes.map((note, i) => (
          <tr key={i} data-testid={error ? 'sheet-problem' : 'sheet-warning'} data-cell={note.cell}>
            <td className={ui.nowrap}>
              {note.sheet !== T.itemsSheet ? `${note.sheet} · ` : ''}
              {note.row || T.wholeFile}
            </td>
            <td className={ui.nowrap}>
              {note.column} {note.cell ? <span className={`${ui.ltr} ${ui.muted}`}>({note.cell})</span> : null}
            </td>
            <td className={error ? ui.error : undefined}>{note.message}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** The import preview: the counts, every problem at its row and column (marked), and the changes as a table. */
export function SheetPreview({ preview: p }: { preview: ImportPreview }) {
  const changes = [
    ...p.items.add.map((i) => ({ key: `a-${i.itemname}`, action: T.add, row: String(i.row), item: i.title, section: i.section, changes: [] })),
    ...p.items.change.map((i) => ({ key: `c-${i.itemname}`, action: T.change, row: String(i.row), item: i.title, section: i.section, changes: i.changes })),
    ...p.items.remove.map((i) => ({ key: `r-${i.itemname}`, action: T.remove, row: '', item: i.title, section: i.section, changes: [] })),
    ...p.sections.change.map((s) => ({ key: `s-${s.title}`, action: T.change, row: '', item: '', section: s.title, changes: s.changes })),
  ];
  return (
    <>
      <p data-testid="sheet-summary">
        <strong>{T.summary(p.items.add.length, p.items.change.length, p.items.remove.length)}</strong>
        <br />
        {T.sectionsSummary(p.sections.add.length, p.sections.change.length, p.sections.remove.length)}
      </p>
      {p.problems.length ? <RowNotes notes={p.problems} title={T.problemsTitle} testId="sheet-problems" error /> : null}
      {p.warnings.length ? <RowNotes notes={p.warnings} title={T.warningsTitle} testId="sheet-warnings" error={false} /> : null}
      {changes.length ? (
        <AdminTable headers={[T.action, T.row, T.item, T.fieldNames.section, T.fields]} caption={T.title} testId="sheet-changes">
          {changes.map((c) => (
            <tr key={c.key} data-testid="sheet-change-row">
              <td>
                <span className={ui.tag}>{c.action}</span>
              </td>
              <td>{c.row}</td>
              <td>{c.item}</td>
              <td>{c.section}</td>
              <td>
                <ChangesText changes={c.changes} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : p.problems.length === 0 ? (
        <p className={ui.muted}>{T.noChanges}</p>
      ) : null}
    </>
  );
}
