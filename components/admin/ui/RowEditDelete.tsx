import { COMMON_TEXT as T } from '@/lib/i18n/common-ar';
import ui from './admin-ui.module.css';

/**
 * A listed row's 'تعديل' and 'حذف' (a station, a table, a branch), each named after the row for a screen reader, so a
 * list of them is not a column of identical buttons. Placed inside the row's own actions.
 */
export function RowEditDelete({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <>
      <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={onEdit} aria-label={T.editNamed(name)}>
        {T.edit}
      </button>
      <button type="button" className={`btn btn-danger ${ui.small}`} onClick={onDelete} aria-label={T.deleteNamed(name)}>
        {T.delete}
      </button>
    </>
  );
}
