import { MENU_SHEET_TEXT as T } from '@/lib/i18n/ar';
import type { ImportPreview } from '@/lib/menus/sheet/plan-import';
import { AdminTable } from '../ui/AdminTable';
import ui from '../ui/admin-ui.module.css';

const fieldsText = (fields: string[]) => fields.map((f) => T.fieldNames[f] ?? f).join('، ');

/** The import preview: the counts, every problem at its row and column (marked), and the changes as a table. */
export function SheetPreview({ preview: p }: { preview: ImportPreview }) {
  const changes = [
    ...p.items.add.map((i) => ({ key: `a-${i.itemname}`, action: T.add, row: String(i.row), item: i.title, section: i.section, fields: '' })),
    ...p.items.change.map((i) => ({ key: `c-${i.itemname}`, action: T.change, row: String(i.row), item: i.title, section: i.section, fields: fieldsText(i.fields) })),
    ...p.items.remove.map((i) => ({ key: `r-${i.itemname}`, action: T.remove, row: '', item: i.title, section: i.section, fields: '' })),
  ];
  return (
    <>
      <p data-testid="sheet-summary">
        <strong>{T.summary(p.items.add.length, p.items.change.length, p.items.remove.length)}</strong>
        <br />
        {T.sectionsSummary(p.sections.add.length, p.sections.change.length, p.sections.remove.length)}
      </p>
      {p.problems.length ? (
        <>
          <div role="alert">
            <h3 className={ui.subTitle}>
              {T.problemsTitle}: {T.hasProblems(p.problems.length)}
            </h3>
          </div>
          <AdminTable headers={[T.row, T.column, T.message]} caption={T.problemsTitle} testId="sheet-problems">
            {p.problems.map((problem, i) => (
              <tr key={i} data-testid="sheet-problem" data-cell={problem.cell}>
                <td className={ui.nowrap}>
                  {problem.sheet !== T.itemsSheet ? `${problem.sheet} · ` : ''}
                  {problem.row}
                </td>
                <td className={ui.nowrap}>
                  {problem.column} <span className={`${ui.ltr} ${ui.muted}`}>({problem.cell})</span>
                </td>
                <td className={ui.error}>{problem.message}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
      {changes.length ? (
        <AdminTable headers={[T.action, T.row, T.item, T.fieldNames.section, T.fields]} caption={T.title} testId="sheet-changes">
          {changes.map((c) => (
            <tr key={c.key}>
              <td>
                <span className={ui.tag}>{c.action}</span>
              </td>
              <td>{c.row}</td>
              <td>{c.item}</td>
              <td>{c.section}</td>
              <td>{c.fields}</td>
            </tr>
          ))}
        </AdminTable>
      ) : p.problems.length === 0 ? (
        <p className={ui.muted}>{T.noChanges}</p>
      ) : null}
    </>
  );
}
