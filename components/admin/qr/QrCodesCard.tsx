'use client';
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded images and the QR SVG: no image optimiser */

import { useAdmin } from '@/components/admin/AdminContext';
import { qrUrl, tableCardsUrl, QR_LINKS } from '@/lib/menus/qr/menu-links';
import { QR_TEXT as T } from '@/lib/i18n/ar';
import styles from '@/components/admin/public-info/AdminPanel.module.css';

/** QR codes of both links (SVG preview, PNG and SVG downloads) and the printable table cards (A6 PDF). */
export function QrCodesCard({ hasShortLink }: { hasShortLink: boolean }) {
  const { menu } = useAdmin();
  const v = encodeURIComponent(`${menu.username ?? ''}-${menu.updatedAt ?? ''}`);
  const links = QR_LINKS.filter((l) => l === 'long' || hasShortLink);
  return (
    <div style={{ marginBlockStart: 16 }}>
      <h4 className={styles.subtitle}>{T.title}</h4>
      <div className={styles.grid}>
        {links.map((link) => (
          <figure key={link} style={{ margin: 0, display: 'grid', gap: 8, justifyItems: 'center' }}>
            <img src={`${qrUrl(menu._id, link, 'svg')}&v=${v}`} alt={link === 'short' ? T.shortQr : T.longQr} width={160} height={160} data-testid={`qr-${link}`} />
            <figcaption>{link === 'short' ? T.shortQr : T.longQr}</figcaption>
            <div className={styles.row}>
              <a className={`btn btn-secondary ${styles.small}`} href={qrUrl(menu._id, link, 'png')} download id={`qr-${link}-png`}>
                {T.png}
              </a>
              <a className={`btn btn-secondary ${styles.small}`} href={qrUrl(menu._id, link, 'svg')} download id={`qr-${link}-svg`}>
                {T.svg}
              </a>
            </div>
          </figure>
        ))}
      </div>
      <p style={{ marginBlockStart: 12 }}>
        <a className="btn" href={tableCardsUrl(menu._id)} download id="qr-table-cards">
          {T.cards}
        </a>
      </p>
    </div>
  );
}
