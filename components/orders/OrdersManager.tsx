'use client';

import { useCallback, useState } from 'react';
import { AddMenuAdminForm } from './AddMenuAdminForm';
import { ChangePlanForm } from './ChangePlanForm';
import { CopyMenuForm } from './CopyMenuForm';
import { CreateMenuForm, type MenuDraft } from './CreateMenuForm';
import { CreateOrderForm } from './CreateOrderForm';
import { LoginLinkForm } from './LoginLinkForm';
import { MenuActivationForm } from './MenuActivationForm';
import { RecentOrders } from './RecentOrders';
import styles from './Orders.module.css';
import { ORDERS_TEXT as T } from '@/lib/i18n/en';
import { SessionEndedNotice } from '@/components/ui/SessionEndedNotice';
import { useBackAfterAWhile } from '@/components/ui/use-back-after-a-while';

/** The page's parts, each by its heading: Recent Orders first, the part a phone needs most and finds last. */
const PARTS = [
  ['recent-orders-title', T.table.title],
  ['create-order-title', T.forms.createOrder],
  ['create-menu-title', T.forms.createMenu],
  ['activation-title', T.forms.activation],
  ['add-admin-title', T.forms.addAdmin],
  ['change-plan-title', T.forms.changePlan],
  ['copy-menu-title', T.forms.copyMenu],
  ['login-link-title', T.forms.loginLink],
] as const;

/** The staff workplace (spec §2): the five forms, then Recent Orders; every change reloads the orders (spec §4). */
export function OrdersManager() {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Back from a while in the background (another tab, a phone locked): the orders are read again, with what other
  // staff did meanwhile.
  useBackAfterAWhile(reload);
  // Create Order's 'Create its menu': Create Menu is mounted afresh with that client and order (numbered, so the same
  // order asked twice fills it again).
  const [menuDraft, setMenuDraft] = useState<{ n: number; draft?: MenuDraft }>({ n: 0 });
  const fillMenuForm = useCallback((draft: MenuDraft) => setMenuDraft((d) => ({ n: d.n + 1, draft })), []);
  return (
    <>
      <SessionEndedNotice text={{ ended: T.sessionEnded, signIn: T.signInNewTab }} next="/ordering-manager" />
      <nav className={styles.jump} aria-label={T.jumpTo}>
        {PARTS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      <div className={styles.forms}>
        <CreateOrderForm onChanged={reload} onMenuFor={fillMenuForm} />
        <CreateMenuForm key={menuDraft.n} onChanged={reload} draft={menuDraft.draft} />
        <MenuActivationForm onChanged={reload} />
        <AddMenuAdminForm onChanged={reload} />
        <ChangePlanForm onChanged={reload} />
        <CopyMenuForm onChanged={reload} />
        <LoginLinkForm />
      </div>
      <RecentOrders version={version} onChanged={reload} />
    </>
  );
}
