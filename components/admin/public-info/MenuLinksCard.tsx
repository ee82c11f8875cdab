'use client';

import { useSyncExternalStore } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useToast } from '@/components/ui/Toasts';
import { menuLinks } from '@/lib/menus/qr/menu-links';
import { copyText } from '@/lib/ui/copy-text';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { QrCodesCard } from '@/components/admin/qr/QrCodesCard';
import { Panel } from '../ui/Panel';
import ui from '../ui/admin-ui.module.css';

const noSubscribe = () => () => undefined;
/** The origin the owner uses (the links point where the owner's browser points). */
export function useOrigin(): string {
  return useSyncExternalStore(noSubscribe, () => window.location.origin, () => '');
}

/** The long and short links with copy buttons, then their QR codes. */
export function MenuLinksCard() {
  const { menu } = useAdmin();
  const toast = useToast();
  const links = menuLinks(useOrigin(), menu);
  // When the browser refuses the copy, the link itself in the error toast lets the owner copy it by hand.
  const copy = async (text: string) => ((await copyText(text)) ? toast.success(T.copied) : toast.error(text));
  const rows = [
    { label: T.longLink, link: links.long, id: 'copy-long-link' },
    { label: T.shortLink, link: links.short, id: 'copy-short-link' },
  ];
  return (
    <Panel title={T.links}>
      <ul className={ui.list}>
        {rows.map((r) => (
          <li key={r.id} className={ui.listItem}>
            <strong>{r.label}</strong>
            {r.link ? (
              <div className={ui.between}>
                <a href={r.link} className={`${ui.ltr} ${ui.breakAnywhere}`} data-testid={`${r.id}-value`} target="_blank" rel="noreferrer">
                  {r.link}
                </a>
                <button type="button" id={r.id} className={`btn btn-secondary ${ui.small}`} onClick={() => copy(r.link!)}>
                  {T.copy}
                </button>
              </div>
            ) : (
              <span className={ui.muted}>{T.noShortLink}</span>
            )}
          </li>
        ))}
      </ul>
      <QrCodesCard hasShortLink={Boolean(links.short)} />
    </Panel>
  );
}
