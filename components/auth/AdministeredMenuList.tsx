import Link from 'next/link';
import { ProviderContactLinks } from '@/components/ui/ProviderContactLinks';
import type { ProviderContact } from '@/lib/env';
import { AUTH_TEXT, PROVIDER_CONTACT_TEXT } from '@/lib/i18n/ar';
import type { AdministeredMenu } from '@/lib/users/list-administered-menus';
import styles from './Account.module.css';

type Props = { menus: AdministeredMenu[]; username: string; contact: ProviderContact };

/**
 * The menus this user administers, each with its admin area (or its init form, before init) and its public page.
 * None yet: how to get one — the provider's contact, with a message that names the account.
 */
export function AdministeredMenuList({ menus, username, contact }: Props) {
  if (menus.length === 0) {
    return (
      <>
        <p className={styles.muted}>{AUTH_TEXT.noMenus(username)}</p>
        <ProviderContactLinks contact={contact} subject={PROVIDER_CONTACT_TEXT.newMenuSubject} message={PROVIDER_CONTACT_TEXT.newMenuMessage(username)} />
      </>
    );
  }
  return (
    <ul className={styles.menus}>
      {menus.map((menu) => (
        <li key={menu.id} className={styles.menu}>
          <span>
            <span className={styles.menuName}>{menu.name ?? AUTH_TEXT.untitledMenu}</span>
            {menu.active ? null : <span className={styles.muted}> ({AUTH_TEXT.inactive})</span>}
          </span>
          <span className={styles.links}>
            {menu.initialized ? (
              <Link className="btn" href={`/m/${menu.id}/admin`}>
                {AUTH_TEXT.adminLink}
              </Link>
            ) : (
              <Link className="btn" href={`/m/${menu.id}/init`}>
                {AUTH_TEXT.initLink}
              </Link>
            )}
            <Link className="btn btn-secondary" href={`/m/${menu.username ?? menu.id}`}>
              {AUTH_TEXT.publicLink}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
