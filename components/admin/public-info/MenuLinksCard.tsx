'use client';

import { useSyncExternalStore } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useToast } from '@/components/ui/Toasts';
import { menuLinks } from '@/lib/menus/qr/menu-links';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { QrCodesCard } from '@/components/admin/qr/QrCodesCard';
import styles from './AdminPanel.module.css';
import { AdminCard } from '@/components/admin/public-info/AdminCard';

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
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(T.copied);
    } catch {
      toast.error(text);
    }
  };
  const rows = [
    { label: T.longLink, link: links.long, id: 'copy-long-link' },
    { label: T.shortLink, link: links.short, id: 'copy-short-link' },
  ];
  return (
    <AdminCard title={T.links}>
      <ul className={styles.list}>
        {rows.map((r) => (
          <li key={r.id} className={styles.listItem}>
            <strong>{r.label}</strong>
            {r.link ? (
              <div className={styles.row}>
                <a href={r.link} className={styles.ltr} data-testid={`${r.id}-value`} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {r.link}
                </a>
                <button type="button" id={r.id} className={`btn btn-secondary ${styles.small}`} onClick={() => copy(r.link!)}>
                  {T.copy}
                </button>
              </div>
            ) : (
              <span className={styles.muted}>{T.noShortLink}</span>
            )}
          </li>
        ))}
      </ul>
      <QrCodesCard hasShortLink={Boolean(links.short)} />
    </AdminCard>
  );
}
