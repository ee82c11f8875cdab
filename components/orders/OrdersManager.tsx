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
  const [menuDraft, setMenuDraft] = useState<MenuDraft>();
  return (
    <>
      <div className={styles.forms}>
        <CreateOrderForm onChanged={reload} onMenuFor={setMenuDraft} />
        <CreateMenuForm onChanged={reload} draft={menuDraft} />
        <MenuActivationForm onChanged={reload} />
        <AddMenuAdminForm onChanged={reload} />
        <ChangePlanForm onChanged={reload} />
        <LoginLinkForm />
      </div>
      <RecentOrders version={version} onChanged={reload} />
    </>
  );
}
