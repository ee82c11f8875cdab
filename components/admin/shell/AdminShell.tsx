'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import type { ProviderContact } from '@/lib/env';
import { ADMIN_SHELL_TEXT } from '@/lib/i18n/ar';
import { ADMIN_SCREENS, adminScreenPath, screenIndexOf } from '@/lib/ui/admin-screens';
import { CloseIcon, MenuIcon } from '@/components/menu/icons';
import { SessionEndedNotice } from '@/components/ui/SessionEndedNotice';
import { AdminContext, type AdminState } from '../AdminContext';
import { AccountCard } from './AccountCard';
import { AdminNav } from './AdminNav';
import { AdminTour } from './AdminTour';
import { OrdersFeedProvider, useOrdersFeed } from '../orders/OrdersFeed';
import { NewOrdersCount } from '../orders/NewOrdersCount';
import { useAdminData } from './use-admin-data';
import { useWideScreen } from './use-wide-screen';
import { isKitchenDisplayPath } from '@/lib/ui/kitchen-paths';
import styles from './AdminShell.module.css';

/**
 * The admin shell (spec §2, §4): loads the user and the menu, provides them to the screens (AdminContext) with the
 * reload toggle, and lays out the side navigation (always shown on wide screens, behind a menu button otherwise)
 * beside the current screen. The tour starts once the menu is there.
 */
type Props = { menuId: string; providerContact: ProviderContact; children: React.ReactNode };

export function AdminShell({ menuId, providerContact, children }: Props) {
  const { data, loading, error, reload, applyEdit } = useAdminData(menuId);
  const wide = useWideScreen();
  const [navOpen, setNavOpen] = useState(false);
  const pathname = usePathname();
  const current = screenIndexOf(pathname);
  const state = useMemo<AdminState | null>(() => (data ? { ...data, providerContact, reload, applyEdit } : null), [data, providerContact, reload, applyEdit]);

  if (!state) {
    return (
      <main className={styles.status} aria-busy={loading}>
        {loading ? (
          <p role="status">{ADMIN_SHELL_TEXT.loading}</p>
        ) : (
          <>
            <h1>{ADMIN_SHELL_TEXT.loadFailed}</h1>
            {error && <p role="alert">{error}</p>}
            <button type="button" className="btn" onClick={() => window.location.reload()}>
              {ADMIN_SHELL_TEXT.retry}
            </button>
          </>
        )}
      </main>
    );
  }

  const showNav = wide === true || navOpen;
  const { menu, user } = state;
  // A kitchen display is the whole tablet: the tickets, without the navigation beside them.
  if (isKitchenDisplayPath(pathname)) {
    return (
      <AdminContext.Provider value={state}>
        <OrdersFeedProvider menu={menu}>
          <main id="admin-main" tabIndex={-1} aria-label={ADMIN_SHELL_TEXT.screens.kitchen}>
            <ShellSessionEnded onOrders={false} next={pathname} />
            {children}
          </main>
        </OrdersFeedProvider>
      </AdminContext.Provider>
    );
  }
  return (
    <AdminContext.Provider value={state}>
      <OrdersFeedProvider menu={menu}>
      <div className={`${styles.shell} ${wide ? styles.wide : styles.narrow}`} data-wide={wide === null ? 'pending' : wide ? 'yes' : 'no'}>
        {/* Past the navigation's eleven stops in one key (WCAG 2.4.1). */}
        <a href="#admin-main" className="skip-link">
          {ADMIN_SHELL_TEXT.skipToScreen}
        </a>
        {wide === false && (
          <header className={styles.topbar}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={navOpen}
              aria-controls="admin-nav"
              aria-label={navOpen ? ADMIN_SHELL_TEXT.closeNav : ADMIN_SHELL_TEXT.openNav}
              onClick={() => setNavOpen((o) => !o)}
            >
              {navOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
            <span className={styles.topTitle}>{menu.institution?.name || ADMIN_SHELL_TEXT.title}</span>
            {ADMIN_SCREENS[current] === 'orders' ? null : <NewOrdersCount href={adminScreenPath(menuId, 'orders')} />}
          </header>
        )}
        <div
          id="admin-nav"
          className={styles.side}
          hidden={!showNav}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !wide) setNavOpen(false);
          }}
        >
          <AdminNav menuId={menuId} current={current} onChoose={() => setNavOpen(false)} counts={<NewOrdersCount />}>
            <AccountCard logo={menu.institution?.logo ?? ''} institution={menu.institution?.name ?? ''} user={user} version={menu.updatedAt} />
          </AdminNav>
        </div>
        {wide === false && navOpen && <div className={styles.scrim} onClick={() => setNavOpen(false)} aria-hidden="true" />}
        {/* Named by its screen: the review screen's frame holds the menu's own <main>. */}
        <main className={styles.main} id="admin-main" tabIndex={-1} aria-label={ADMIN_SHELL_TEXT.screens[ADMIN_SCREENS[current]]}>
          <ShellSessionEnded onOrders={ADMIN_SCREENS[current] === 'orders'} next={pathname} />
          {children}
        </main>
        <AdminTour menuId={menuId} />
      </div>
      </OrdersFeedProvider>
    </AdminContext.Provider>
  );
}

/**
 * The shell's notice of an ended session; on the order screen, while that screen says it itself (its stream refused
 * with 401: new orders no longer come, sign in again here), the shell's is not shown beside it.
 */
function ShellSessionEnded({ onOrders, next }: { onOrders: boolean; next: string }) {
  const feed = useOrdersFeed();
  return <SessionEndedNotice text={{ ended: ADMIN_SHELL_TEXT.sessionEnded, signIn: ADMIN_SHELL_TEXT.signInNewTab }} next={next} hidden={onOrders && feed?.live === 'lost' && feed.refused === 401} />;
}
