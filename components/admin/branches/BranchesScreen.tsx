'use client';

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { BRANCH_TEXT as T } from '@/lib/i18n/ar';
import { mapsUrl, telHref } from '@/lib/menus/contact-links';
import { BranchForm, branchDefaults } from './BranchForm';
import { createBranch, deleteBranch, editBranch } from './branch-client';
import styles from '@/components/admin/public-info/AdminPanel.module.css';
import { AdminCard } from '@/components/admin/public-info/AdminCard';

/** Branches (spec §2): the list with tel and maps links and delete, a create form, an edit form for the selected one. */
export function BranchesScreen() {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run } = useAdminAction();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = menu.branches.find((b) => b._id === selectedId) ?? null;

  const remove = async (branchId: string) => {
    if (!(await confirm())) return;
    if (await run(() => deleteBranch(menu._id, branchId)) && branchId === selectedId) setSelectedId(null);
  };

  return (
    <div id="admin-screen-branches" className={styles.screen}>
      <h2 className={styles.title}>{T.title}</h2>
      <div className={styles.grid}>
        <section className={styles.card} aria-label={T.title}>
          {menu.branches.length === 0 ? <p className={styles.muted}>{T.empty}</p> : null}
          <ul className={styles.list} data-testid="branch-list">
            {menu.branches.map((b) => {
              const maps = mapsUrl(b.location?.googleMaps, (b.location?.geoLocation?.coordinates as [number, number] | undefined) ?? null);
              return (
                <li key={b._id} className={`${styles.listItem} ${b._id === selectedId ? styles.selected : ''}`}>
                  <button type="button" className={styles.linkButton} onClick={() => setSelectedId(b._id)} aria-pressed={b._id === selectedId}>
                    {b.location?.address || '—'}
                  </button>
                  <div className={styles.row}>
                    {telHref(b.phone) ? (
                      <a href={telHref(b.phone)} className={styles.ltr}>
                        {b.phone}
                      </a>
                    ) : null}
                    {maps ? (
                      <a href={maps} target="_blank" rel="noreferrer">
                        {T.maps}
                      </a>
                    ) : null}
                    <button type="button" className={`btn btn-secondary ${styles.small}`} onClick={() => setSelectedId(b._id)}>
                      {T.edit}
                    </button>
                    <button type="button" className={`btn btn-danger ${styles.small}`} onClick={() => remove(b._id)}>
                      {T.delete}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <AdminCard title={T.createTitle}>
          <BranchForm id="branch-create" defaults={branchDefaults(null)} submitLabel={T.create} onSave={(v) => run(() => createBranch(menu._id, v))} />
        </AdminCard>
        <AdminCard title={T.editTitle}>
          {selected ? (
            <BranchForm key={selected._id} id="branch-edit" defaults={branchDefaults(selected)} submitLabel={T.save} onSave={(v) => run(() => editBranch(menu._id, selected._id, v))} />
          ) : (
            <p className={styles.muted}>{T.selectHint}</p>
          )}
        </AdminCard>
      </div>
    </div>
  );
}
