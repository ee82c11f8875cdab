/* eslint-disable @next/next/no-img-element -- a small stored logo, no optimiser needed */
import Link from 'next/link';
import { ADMIN_SHELL_TEXT } from '@/lib/i18n/ar';
import { MENU_TEXT } from '@/lib/i18n/diner-ar';
import { imageUrl } from '@/lib/shared/upload-urls';
import styles from './AdminShell.module.css';

type Props = { logo: string; institution: string; user: { name: string; username: string }; version?: string };

/** The navigation's account card (spec §2): institution logo, user name and username, linking to /me. */
export function AccountCard({ logo, institution, user, version }: Props) {
  return (
    <Link href="/me" className={styles.account} aria-label={`${ADMIN_SHELL_TEXT.account}: ${user.name}`} data-testid="account-card">
      {logo ? (
        <img className={styles.logo} src={imageUrl(logo, { small: true, v: version })} alt={MENU_TEXT.logoAlt(institution)} width={48} height={48} />
      ) : (
        <span className={styles.logo} aria-hidden="true">
          {(institution || user.name).slice(0, 1)}
        </span>
      )}
      <span className={styles.who}>
        <strong>{user.name}</strong>
        <span dir="ltr" className={styles.username}>
          @{user.username}
        </span>
      </span>
    </Link>
  );
}
