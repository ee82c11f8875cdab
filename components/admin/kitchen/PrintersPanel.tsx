'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useToast } from '@/components/ui/Toasts';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { SelectField } from '@/components/ui/SelectField';
import { PRINT_TEXT as T, KITCHEN_TEXT } from '@/lib/i18n/kitchen-ar';
import { ONE_KITCHEN } from '@/lib/kitchen/kitchen-tickets';
import type { PrinterView } from '@/lib/printers/printer-view';
import { Panel } from '../ui/Panel';
import { addPrinter, fetchPrinters, removePrinter, testPrint } from './printer-client';
import ui from '../ui/admin-ui.module.css';
import { stationLabel } from '@/lib/ui/station-label';

/**
 * The kitchen's receipt printers: each with its station, paper, way of connecting, when it last asked (a
 * warning past two minutes) and its jobs by state; a test print; a new printer's URL or bridge command, shown once.
 */
export function PrintersPanel() {
  const { menu } = useAdmin();
  const toast = useToast();
  const confirm = useConfirm();
  const [printers, setPrinters] = useState<PrinterView[] | null>(null);
  const [secret, setSecret] = useState<{ text: string; value: string } | null>(null);
  const [form, setForm] = useState({ station: '', width: '80', kind: 'cloudprnt' });
  const [busy, setBusy] = useState(false);
  const stations = menu.stations ?? [];
  const stationName = (id: string | null) => {
    const station = stations.find((s) => s._id === id);
    return station ? stationLabel(menu, stations, station) : KITCHEN_TEXT.oneKitchen;
  };
  const reload = useCallback(() => fetchPrinters(menu._id).then(setPrinters, (err: Error) => toast.error(err.message)), [menu._id, toast]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const made = await addPrinter(menu._id, { station: form.station || (stations[0]?._id ?? ONE_KITCHEN), width: Number(form.width) as 80 | 58, kind: form.kind as 'cloudprnt' | 'bridge' });
      setSecret(
        made.cloudprntUrl
          ? { text: T.cloudprntUrl, value: made.cloudprntUrl }
          : { text: T.bridgeKey, value: `npm run print-bridge -- --server ${window.location.origin} --key ${made.bridgeKey} --printer <IP>:9100` },
      );
      toast.success(T.added);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const act = async (call: () => Promise<{ data?: { message?: string } }>) => {
    try {
      const res = await call();
      if (res.data?.message) toast.success(res.data.message);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <Panel title={T.title} testId="printers">
      <p className={ui.muted}>{T.intro}</p>
      {printers && printers.length === 0 ? <p className={ui.muted}>{T.empty}</p> : null}
      <ul className={ui.list}>
        {(printers ?? []).map((p) => (
          <li key={p._id} className={ui.listItem} data-printer-id={p._id}>
            <strong>
              {stationName(p.station)} · {p.width === 80 ? T.width80 : T.width58}
            </strong>
            <span className={ui.muted}>{p.kind === 'cloudprnt' ? T.cloudprnt : T.bridge}</span>
            <span className={ui.muted}>
              {T.lastSeen}: {p.lastSeenAt ? new Date(p.lastSeenAt).toLocaleTimeString('ar') : T.never}
            </span>
            {p.silent ? (
              <p className={ui.noticeWarn} role="status">
                {T.silent}
              </p>
            ) : null}
            <span className={ui.muted}>{T.jobs(p.jobs.waiting, p.jobs.sent, p.jobs.printed, p.jobs.failed)}</span>
            <div className={ui.actions}>
              <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => act(() => testPrint(menu._id, p._id))}>
                {T.testPrint}
              </button>
              <button type="button" className={`btn btn-danger ${ui.small}`} onClick={async () => (await confirm({ message: T.confirmDelete })) && act(() => removePrinter(menu._id, p._id))}>
                {T.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {secret ? (
        <div className={ui.noticeOk} role="status">
          <p>{secret.text}</p>
          <code dir="ltr" className={ui.breakAnywhere}>
            {secret.value}
          </code>
        </div>
      ) : null}
      <form onSubmit={add} className={ui.partBelow}>
        {stations.length > 0 && <SelectField label={T.station} value={form.station} onChange={(e) => setForm({ ...form, station: e.target.value })} options={stations.map((s) => ({ value: s._id, label: stationLabel(menu, stations, s) }))} />}
        <SelectField label={T.width} value={form.width} onChange={(e) => setForm({ ...form, width: e.target.value })} options={[{ value: '80', label: T.width80 }, { value: '58', label: T.width58 }]} />
        <SelectField label={T.kind} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })} options={[{ value: 'cloudprnt', label: T.cloudprnt }, { value: 'bridge', label: T.bridge }]} />
        <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
          {T.add}
        </button>
      </form>
    </Panel>
  );
}
