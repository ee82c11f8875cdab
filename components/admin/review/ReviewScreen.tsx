'use client';

import Link from 'next/link';
import { ADMIN_REVIEW_TEXT, ADMIN_SHELL_TEXT } from '@/lib/i18n/ar';
import { REVIEW_PHONE_MAX_PX, adminScreenId, adminScreenPath, type AdminScreen } from '@/lib/ui/admin-screens';
import { useAdmin } from '../AdminContext';
import { ScreenHeader } from '../ui/ScreenHeader';
import { MenuProviderContactLinks } from '../ui/MenuProviderContactLinks';
import { useMaxWidth } from '../ui/use-max-width';
import ui from '../ui/admin-ui.module.css';
import styles from './ReviewScreen.module.css';

/** What an owner opens the admin on a phone for, day to day: the first screen there leads straight to them. */
const PHONE_SHORTCUTS: AdminScreen[] = ['orders', 'items', 'tables', 'workingDays'];

/**
 * Review (spec §2): the public menu in a 390×600 frame, reloaded after every change; at 455 px or narrower, a message
 * that it cannot be shown on a phone and a button to open the menu, with the daily screens a tap away (the admin
 * opens on this screen). A menu not active yet is shown from its admins' preview, with what diners see meanwhile and
 * the provider's contact to activate it.
 */
export function ReviewScreen() {
  const { menu } = useAdmin();
  const phone = useMaxWidth(REVIEW_PHONE_MAX_PX);
  // Not active yet, the public page says only that: the frame shows the admins' preview of the menu instead.
  const href = menu.active ? `/m/${menu._id}` : `/m/${menu._id}/preview`;
  return (
    <div id={adminScreenId('review')} className={ui.screen}>
      <ScreenHeader title={ADMIN_REVIEW_TEXT.title} />
      {!menu.active && (
        <div className={ui.noticeWarn} role="note" data-testid="review-inactive">
          <p>{ADMIN_REVIEW_TEXT.inactive}</p>
          <MenuProviderContactLinks reason="activation" />
        </div>
      )}
      {phone ? (
        <div className={`${ui.panel} ${styles.phone}`} data-testid="review-phone-message">
          <p>{ADMIN_REVIEW_TEXT.phoneMessage}</p>
          <a className="btn" href={href} target="_blank" rel="noreferrer">
            {menu.active ? ADMIN_REVIEW_TEXT.openMenu : ADMIN_REVIEW_TEXT.openPreview}
          </a>
          <nav aria-label={ADMIN_REVIEW_TEXT.shortcuts} className={styles.shortcuts}>
            <span>{ADMIN_REVIEW_TEXT.shortcuts}:</span>
            {PHONE_SHORTCUTS.map((screen) => (
              <Link key={screen} className="btn btn-secondary" href={adminScreenPath(menu._id, screen)}>
                {ADMIN_SHELL_TEXT.screens[screen]}
              </Link>
            ))}
          </nav>
        </div>
      ) : (
        <div className={styles.device}>
          {/* The menu's updatedAt in the query makes the frame load the page again after each change. */}
          <iframe
            key={menu.updatedAt}
            className={styles.frame}
            src={`${href}?v=${encodeURIComponent(menu.updatedAt ?? '')}`}
            title={ADMIN_REVIEW_TEXT.frameTitle}
            width={390}
            height={600}
            data-testid="review-frame"
          />
        </div>
      )}
    </div>
  );
}
