'use client';

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { QR_TEXT } from '@/lib/i18n/ar';
import { TABLE_TEXT as T } from '@/lib/i18n/diner-ar';
import { copyText } from '@/lib/ui/copy-text';
import { menuLinks, tableLink, tableCardsUrl, tableQrUrl } from '@/lib/menus/qr/menu-links';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { Panel } from '../ui/Panel';
import { ScreenHeader } from '../ui/ScreenHeader';
import { OrderingOffNotice } from '../ui/OrderingOffNotice';
import { TableForm, TableRangeForm } from './TableForms';
import { createTables, deleteTable, editTable, renewTableLink } from './table-client';
import ui from '../ui/admin-ui.module.css';
import { RowEditDelete } from '../ui/RowEditDelete';

/**
 * Tables: the list with each table's link and QR code, rename / move / a new link / delete, add one or a numbered
 * range, and the printable cards (one a table, its QR code opening the menu at that table).
 */
export function TablesScreen() {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const toast = useToast();
  const { run } = useAdminAction();
  const [editing, setEditing] = useState<string | null>(null);
  const branchName = (id: string | null | undefined) => menu.branches.find((b) => b._id === id)?.location?.address ?? '';

  const remove = async (tableId: string, name: string) => {
    if (!(await confirm({ message: T.confirmDelete(name) }))) return;
    if ((await run(() => deleteTable(menu._id, tableId))) && tableId === editing) setEditing(null);
  };
  const renew = async (tableId: string, name: string) => {
    if (!(await confirm({ message: T.confirmNewLink(name) }))) return;
    await run(() => renewTableLink(menu._id, tableId));
  };
  // The one clipboard helper (lib/ui/copy-text.ts); where even its fallback is refused, the link is shown to copy by hand.
  const copy = async (link: string) => {
    if (await copyText(link)) toast.success(T.copied);
    else window.prompt(T.copyLink, link);
  };
  const menuLink = () => {
    const links = menuLinks(window.location.origin, { _id: menu._id, username: menu.username });
    return links.short ?? links.long;
  };

  return (
    <div id={adminScreenId('tables')} className={ui.screen}>
      <ScreenHeader title={T.title} />
      <OrderingOffNotice />
      <div className={ui.split}>
        <Panel title={menu.tables.length ? `${T.title} · ${T.count(menu.tables.length)}` : T.title}>
          {menu.tables.length === 0 ? <p className={ui.muted}>{T.empty}</p> : null}
          <ul className={ui.list} data-testid="table-list">
            {menu.tables.map((t) => (
              <li key={t._id} className={`${ui.listItem} ${t._id === editing ? ui.selected : ''}`} data-table-id={t._id}>
                {t._id === editing ? (
                  <TableForm
                    id="table-edit"
                    menu={menu}
                    defaults={{ name: t.name, branchId: t.branchId ?? '' }}
                    submitLabel={T.save}
                    onSave={async (v) => {
                      const saved = await run(() => editTable(menu._id, t._id, v));
                      if (saved) setEditing(null);
                      return saved;
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <strong>{T.label(t.name)}</strong>
                    {branchName(t.branchId) ? <span className={ui.muted}>{branchName(t.branchId)}</span> : null}
                    <div className={ui.actions}>
                      <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => copy(tableLink(menuLink(), t._id))}>
                        {T.copyLink}
                      </button>
                      <a className={`btn btn-secondary ${ui.small}`} href={tableQrUrl(menu._id, t._id, 'png')} download aria-label={`${T.qr} ${QR_TEXT.png}: ${T.label(t.name)}`}>
                        {T.qr} · {QR_TEXT.png}
                      </a>
                      <a className={`btn btn-secondary ${ui.small}`} href={tableQrUrl(menu._id, t._id, 'svg')} download aria-label={`${T.qr} ${QR_TEXT.svg}: ${T.label(t.name)}`}>
                        {QR_TEXT.svg}
                      </a>
                      <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => renew(t._id, t.name)} aria-label={T.newLinkOf(t.name)}>
                        {T.newLink}
                      </button>
                      <RowEditDelete name={T.label(t.name)} onEdit={() => setEditing(t._id)} onDelete={() => remove(t._id, t.name)} />
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
          {menu.tables.length > 0 ? (
            <div className={ui.partBelow}>
              <p className={ui.muted}>{T.cardsHint}</p>
              <a className="btn" href={`${tableCardsUrl(menu._id)}?tables=all`} download id="table-cards">
                {T.cards}
              </a>
            </div>
          ) : null}
        </Panel>
        <div className={ui.stack}>
          <Panel title={T.addOne}>
            <TableForm id="table-create" menu={menu} defaults={{ name: '', branchId: '' }} submitLabel={T.create} onSave={(v) => run(() => createTables(menu._id, v))} />
          </Panel>
          <Panel title={T.addRange}>
            <TableRangeForm menu={menu} onSave={(v) => run(() => createTables(menu._id, v))} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
