'use client';

import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { MenuStats } from '@/lib/menus/stats/menu-stats';
import { AdminTable } from '../ui/AdminTable';
import { Panel } from '../ui/Panel';
import ui from '../ui/admin-ui.module.css';

/**
 * The items by the interest diners showed (spec §2 Stats), most first. Those without any are counted under the table
 * and listed only when asked: on a new menu they were dozens of rows of 0 that hid the few that matter.
 */
export function InterestPanel({ items }: { items: MenuStats['items'] }) {
  const shown = items.filter((i) => i.interestRecords > 0);
  const rest = items.filter((i) => i.interestRecords === 0);
  const rows = (list: MenuStats['items']) =>
    list.map((i) => (
      <tr key={i._id}>
        <td>{i.title}</td>
        <td>{i.section}</td>
        <td>{i.interestRecords}</td>
      </tr>
    ));
  return (
    <Panel title={T.interest}>
      {shown.length === 0 ? (
        <p className={ui.muted}>{T.noInterest}</p>
      ) : (
        <AdminTable testId="interest-table" headers={[T.item, T.section, T.interestCount]}>
          {rows(shown)}
        </AdminTable>
      )}
      {rest.length > 0 && (
        <details className={ui.disclosure}>
          <summary>{T.withoutInterest(rest.length)}</summary>
          <AdminTable testId="no-interest-table" headers={[T.item, T.section, T.interestCount]}>
            {rows(rest)}
          </AdminTable>
        </details>
      )}
    </Panel>
  );
}
