import styles from '../ui/admin-ui.module.css';

type Props = { headers: string[]; rows: { key: string; cells: React.ReactNode[] }[]; caption?: string; testId?: string };

/** A plain, accessible table (header cells aligned to the start, i.e. the right in Arabic). */
export function DataTable({ headers, rows, caption, testId }: Props) {
  return (
    <table className={styles.table} data-testid={testId}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
