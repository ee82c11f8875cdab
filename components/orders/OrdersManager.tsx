'use client';

import { useCallback, useState } from 'react';
import { AddMenuAdminForm } from './AddMenuAdminForm';
import { ChangePlanForm } from './ChangePlanForm';
import { CreateMenuForm, type MenuDraft } from './CreateMenuForm';
import { CreateOrderForm } from './CreateOrderForm';
import { LoginLinkForm } from './LoginLinkForm';
import { MenuActivationForm } from './MenuActivationForm';
import { RecentOrders } from './RecentOrders';
import styles from './Orders.module.css';

/** The staff workplace (spec §2): the five forms, then Recent Orders; every change reloads the orders (spec §4). */
export function OrdersManager() {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Create Order's 'Create its menu': Create Menu is mounted afresh with that client and order (numbered, so the same
  // order asked twice fills it again).
  const [menuDraft, setMenuDraft] = useState<{ n: number; draft?: MenuDraft }>({ n: 0 });
  const fillMenuForm = useCallback((draft: MenuDraft) => setMenuDraft((d) => ({ n: d.n + 1, draft })), []);
  return (
    <>
      <div className={styles.forms}>
        <CreateOrderForm onChanged={reload} onMenuFor={fillMenuForm} />
        <CreateMenuForm key={menuDraft.n} onChanged={reload} draft={menuDraft.draft} />
        <MenuActivationForm onChanged={reload} />
        <AddMenuAdminForm onChanged={reload} />
        <ChangePlanForm onChanged={reload} />
        <LoginLinkForm />
      </div>
      <RecentOrders version={version} onChanged={reload} />
    </>
  );
}
