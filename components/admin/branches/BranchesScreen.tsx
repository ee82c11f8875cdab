'use client';

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { BRANCH_TEXT as T } from '@/lib/i18n/ar';
import { mapsUrl, telHref } from '@/lib/menus/contact-links';
import { readablePhone } from '@/lib/phone';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { Panel } from '../ui/Panel';
import { ScreenHeader } from '../ui/ScreenHeader';
import { BranchForm, branchDefaults } from './BranchForm';
import { createBranch, deleteBranch, editBranch } from './branch-client';
import { revealPanel } from '../ui/reveal';
import ui from '../ui/admin-ui.module.css';
import { branchLabel } from '@/lib/ui/branch-label';
import { RowEditDelete } from '../ui/RowEditDelete';

const EDIT_PANEL_ID = 'branch-edit-panel';

/** Branches (spec §2): the list with tel and maps links and delete, a create form, an edit form for the selected one. */
export function BranchesScreen() {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run } = useAdminAction();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = menu.branches.find((b) => b._id === selectedId) ?? null;
  const select = (branchId: string) => {
    setSelectedId(branchId);
    revealPanel(EDIT_PANEL_ID);
  };

  const remove = async (branchId: string) => {
    if (!(await confirm())) return;
    if ((await run(() => deleteBranch(menu._id, branchId))) && branchId === selectedId) setSelectedId(null);
  };

  return (
    <div id={adminScreenId('branches')} className={ui.screen}>
      <ScreenHeader title={T.title} />
      <div className={ui.split}>
        <Panel title={T.title}>
          {menu.branches.length === 0 ? <p className={ui.muted}>{T.empty}</p> : null}
          <ul className={ui.list} data-testid="branch-list">
            {menu.branches.map((b) => {
              const maps = mapsUrl(b.location?.googleMaps, (b.location?.geoLocation?.coordinates as [number, number] | undefined) ?? null);
              return (
                <li key={b._id} className={`${ui.listItem} ${b._id === selectedId ? ui.selected : ''}`}>
                  <button type="button" className={ui.linkButton} onClick={() => select(b._id)} aria-pressed={b._id === selectedId}>
                    {b.location?.address || '—'}
                  </button>
                  <div className={ui.actions}>
                    {telHref(b.phone) ? (
                      <a href={telHref(b.phone)} className={ui.ltr}>
                        {readablePhone(b.phone)}
                      </a>
                    ) : null}
                    {maps ? (
                      <a href={maps} target="_blank" rel="noreferrer">
                        {T.maps}
                      </a>
                    ) : null}
                  </div>
                  <div className={ui.actions}>
                    <RowEditDelete name={branchLabel(menu, b._id)} onEdit={() => select(b._id)} onDelete={() => remove(b._id)} />
                  </div>
                </li>
              );
            })}
          </ul>
        </Panel>
        <div className={ui.stack}>
          <Panel title={T.createTitle}>
            <BranchForm id="branch-create" defaults={branchDefaults(null)} submitLabel={T.create} onSave={(v) => run(() => createBranch(menu._id, v))} />
          </Panel>
          <Panel title={T.editTitle} id={EDIT_PANEL_ID}>
            {selected ? (
              <BranchForm key={selected._id} id="branch-edit" defaults={branchDefaults(selected)} submitLabel={T.save} onSave={(v) => run(() => editBranch(menu._id, selected._id, v))} />
            ) : (
              <p className={ui.muted}>{T.selectHint}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
