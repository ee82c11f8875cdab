import styles from './admin-ui.module.css';

type Props = { headers: string[]; caption?: string; testId?: string; children: React.ReactNode };

/** An admin table: scrolls sideways inside its panel when narrow, column headers aligned to the start; rows are children. */
export function AdminTable({ headers, caption, testId, children }: Props) {
  return (
    <div className={styles.tableWrap}>
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
