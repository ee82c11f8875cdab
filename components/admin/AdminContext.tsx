'use client';

import { createContext, useContext } from 'react';
import type { ProviderContact } from '@/lib/env';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import type { AdminMenuEditAnswer } from '@/lib/menus/edits/client';

/** What the admin shell (spec §4 Admin shell state) hands every screen. */
export interface AdminState {
  menu: AdminMenu;
  user: { name: string; username: string };
  /** How to reach the provider for a higher plan (the deployment's PROVIDER_PHONE / PROVIDER_EMAIL). */
  providerContact: ProviderContact;
  /** The reload toggle of §4: re-fetches the user and the menu (call it after every successful change). */
  reload(): void;
  /** Shows an edit's answer at once (the sections it touched), before the reload reads the whole menu again. */
  applyEdit(answer: AdminMenuEditAnswer): void;
}

export const AdminContext = createContext<AdminState | null>(null);

/** The loaded menu and user, for any screen inside /m/{id}/admin (the shell renders screens only once both are loaded). */
export function useAdmin(): AdminState {
  const state = useContext(AdminContext);
  if (!state) throw new Error('useAdmin() is used outside the admin shell');
  return state;
}
