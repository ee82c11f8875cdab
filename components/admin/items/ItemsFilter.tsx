'use client';

import { FormField } from '@/components/ui/FormField';
import { ADMIN_ITEMS_TEXT as T } from '@/lib/i18n/ar';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

type Props = {
  query: string;
  onQuery: (query: string) => void;
  /** How many items match, when a search is typed. */
  found: number | null;
  /** The add form's id, for the link to it (below the list on a phone). */
  addFormId: string;
};

/** Above the items: a search over them (names, descriptions, unique names, in both languages) and a link to the add form. */
export function ItemsFilter({ query, onQuery, found, addFormId }: Props) {
  return (
    <div className={styles.filter} role="search">
      <FormField
        id="items-filter"
        className={styles.filterField}
        type="search"
        label={T.findLabel}
        placeholder={T.findPlaceholder}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onQuery('')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <a className={`btn btn-secondary ${styles.toAdd}`} href={`#${addFormId}`}>
        {T.toAddForm}
      </a>
      <p className={`${ui.muted} ${styles.filterStatus}`} role="status" data-testid="items-filter-status">
        {found === null ? '' : found === 0 ? T.noneFound(query.trim()) : T.found(found)}
      </p>
    </div>
  );
}
