import { serverEnv } from '../env';
/**
 * The fixed provider admin (spec §6): every menu the staff create lists this username among its admins, so the
 * provider can always help a restaurant. PROVIDER_ADMIN_USERNAME, default 'provider' (the seeded staff account). The
 * account must exist (menu creation stops otherwise) and the name is reserved at sign-up; menus store its user id.
 */
export function providerAdminUsername(): string {
  const configured = serverEnv().PROVIDER_ADMIN_USERNAME ?? '';
  return /^[a-z0-9._-]{3,30}$/.test(configured) ? configured : 'provider';
}
