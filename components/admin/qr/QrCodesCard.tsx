'use client';
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded images and the QR SVG: no image optimiser */

import { useAdmin } from '@/components/admin/AdminContext';
import { qrUrl, tableCardsUrl, QR_LINKS } from '@/lib/menus/qr/menu-links';
import { PRINT_TEXT, QR_TEXT as T } from '@/lib/i18n/ar';
import { printUrl } from '@/lib/menus/sheet/sheet-client';
import ui from '../ui/admin-ui.module.css';

/** QR codes of both links (SVG preview, PNG and SVG downloads) and the printable table cards (A6 PDF). */
export function QrCodesCard({ hasShortLink }: { hasShortLink: boolean }) {
  const { menu } = useAdmin();
  const v = encodeURIComponent(`${menu.username ?? ''}-${menu.updatedAt ?? ''}`);
  const links = QR_LINKS.filter((l) => l === 'long' || hasShortLink);
  return (
    <div className={ui.partBelow}>
      <h3 className={ui.subTitle}>{T.title}</h3>
      <div className={ui.grid}>
        {links.map((link) => (
          <figure key={link} className={ui.qr}>
            <img src={`${qrUrl(menu._id, link, 'svg')}&v=${v}`} alt={link === 'short' ? T.shortQr : T.longQr} width={160} height={160} data-testid={`qr-${link}`} />
            <figcaption>{link === 'short' ? T.shortQr : T.longQr}</figcaption>
            <div className={ui.actions}>
              <a className={`btn btn-secondary ${ui.small}`} href={qrUrl(menu._id, link, 'png')} download id={`qr-${link}-png`}>
                {T.png}
              </a>
              <a className={`btn btn-secondary ${ui.small}`} href={qrUrl(menu._id, link, 'svg')} download id={`qr-${link}-svg`}>
                {T.svg}
              </a>
            </div>
          </figure>
        ))}
      </div>
      <p className={ui.partBelow}>
        <a className="btn" href={tableCardsUrl(menu._id)} download id="qr-table-cards">
          {T.cards}
        </a>
      </p>
      <p className={ui.actions}>
        <a className="btn" href={printUrl(menu._id, 'a4')} download id="print-menu-a4">
          {PRINT_TEXT.button} · {PRINT_TEXT.a4}
        </a>
        <a className="btn btn-secondary" href={printUrl(menu._id, 'a5')} download id="print-menu-a5">
          {PRINT_TEXT.button} · {PRINT_TEXT.a5}
        </a>
        {menu.settings?.english && (
          <a className="btn btn-secondary" href={printUrl(menu._id, 'a4', 'en')} download id="print-menu-a4-en">
            {PRINT_TEXT.buttonEnglish} · {PRINT_TEXT.a4}
          </a>
        )}
      </p>
    </div>
  );
}
