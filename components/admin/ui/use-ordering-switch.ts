'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { editMenu } from '@/lib/menus/edits/client';
import { useAdminAction } from '../public-info/use-admin-action';

/**
 * Turns ordering through the menu on or off from where the orders arrive (the order screen's pause, the notice's way
 * back on): the same setting as the public-info screen's 'الشراء عبر المنيو', through the menu's one write path
 * (the default edit op), then the shell's reload; the public page changes at once (updateMenu drops its stored copy).
 */
export function useOrderingSwitch(): { set: (on: boolean) => Promise<boolean>; busy: boolean } {
  const { menu } = useAdmin();
  const { run, busy } = useAdminAction();
  const set = (on: boolean) => run(() => editMenu(menu._id, undefined, {}, { enableBuy: on ? 'enable' : 'disable' }));
  return { set, busy };
}
