'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { STATION_TEXT as T, KITCHEN_TEXT } from '@/lib/i18n/kitchen-ar';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { branchLabel } from '@/lib/ui/branch-label';
import { ONE_KITCHEN } from '@/lib/kitchen/kitchen-tickets';
import { kitchenDisplayPath, EXPO } from '@/lib/ui/kitchen-paths';
import { Panel } from '../ui/Panel';
import { ScreenHeader } from '../ui/ScreenHeader';
import { StationForm, type StationFormValues } from './StationForm';
import { StationRouting } from './StationRouting';
import { PrintersPanel } from './PrintersPanel';
import { createStation, deleteStation, editStation } from './station-client';
import ui from '../ui/admin-ui.module.css';
import { RowEditDelete } from '../ui/RowEditDelete';

const NEW_STATION: StationFormValues = { name: '', nameEn: '', branchId: '', warnAfter: '5', lateAfter: '10' };

/**
 * The kitchen: the restaurant's stations (add, rename, ages, delete), which station makes each section and
 * item, and the way to each station's display and the expo view. A menu without stations has one kitchen display.
 */
export function StationsScreen() {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run } = useAdminAction();
  const [editing, setEditing] = useState<string | null>(null);
  const stations = menu.stations ?? [];

  const remove = async (stationId: string, name: string) => {
    if (!(await confirm({ message: T.confirmDelete(name) }))) return;
    if ((await run(() => deleteStation(menu._id, stationId))) && stationId === editing) setEditing(null);
  };

  return (
    <div id={adminScreenId('kitchen')} className={ui.screen}>
      <ScreenHeader title={KITCHEN_TEXT.title}>
        <div className={ui.actions}>
          {stations.length === 0 ? (
            <Link className="btn" href={kitchenDisplayPath(menu._id, ONE_KITCHEN)}>
              {T.openDisplay}
            </Link>
          ) : (
            <Link className="btn" href={kitchenDisplayPath(menu._id, EXPO)}>
              {T.openExpo}
            </Link>
          )}
        </div>
      </ScreenHeader>
      <p className={ui.muted}>{T.intro}</p>
      <div className={ui.split}>
        <Panel title={stations.length ? `${T.title} · ${T.count(stations.length)}` : T.title}>
          {stations.length === 0 ? <p className={ui.muted}>{T.empty}</p> : null}
          <ul className={ui.list} data-testid="station-list">
            {stations.map((s) => (
              <li key={s._id} className={`${ui.listItem} ${s._id === editing ? ui.selected : ''}`} data-station-id={s._id}>
                {s._id === editing ? (
                  <StationForm
                    id="station-edit"
                    menu={menu}
                    defaults={{ name: s.name, nameEn: s.translations?.en?.name ?? '', branchId: s.branchId ?? '', warnAfter: String(s.warnAfter ?? 5), lateAfter: String(s.lateAfter ?? 10) }}
                    submitLabel={T.save}
                    onSave={async (v) => {
                      const saved = await run(() => editStation(menu._id, s._id, v));
                      if (saved) setEditing(null);
                      return saved;
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <strong>{s.name}</strong>
                    {s.translations?.en?.name ? (
                      <span className={ui.muted} dir="ltr">
                        {s.translations.en.name}
                      </span>
                    ) : null}
                    {s.branchId ? <span className={ui.muted}>{branchLabel(menu, s.branchId)}</span> : null}
                    <span className={ui.muted}>{T.ages(s.warnAfter ?? 5, s.lateAfter ?? 10)}</span>
                    <div className={ui.actions}>
                      <Link className={`btn ${ui.small}`} href={kitchenDisplayPath(menu._id, s._id)}>
                        {T.openDisplay}
                      </Link>
                      <RowEditDelete name={s.name} onEdit={() => setEditing(s._id)} onDelete={() => remove(s._id, s.name)} />
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Panel>
        <div className={ui.stack}>
          <Panel title={T.add}>
            <StationForm id="station-create" menu={menu} defaults={NEW_STATION} submitLabel={T.add} onSave={(v) => run(() => createStation(menu._id, v))} />
          </Panel>
          {stations.length > 0 && <StationRouting stations={stations} />}
          <PrintersPanel />
        </div>
      </div>
    </div>
  );
}
