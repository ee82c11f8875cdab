/* eslint-disable @next/next/no-img-element -- a small stored logo, no optimiser needed */
import Link from 'next/link';
import { ADMIN_SHELL_TEXT } from '@/lib/i18n/ar';
import { imageUrl } from '@/lib/shared/upload-urls';
import styles from './AdminShell.module.css';

type Props = { logo: string; institution: string; user: { name: string; username: string }; version?: string };

/** The navigation's account card (spec §2): institution logo (beside the name, so no text of its own), user name and username, linking to /me. */
export function AccountCard({ logo, institution, user, version }: Props) {
  return (
    // Named by what it shows, after the words a screen reader needs ('حسابي:'), so speech control finds it by the name seen.
    <Link href="/me" className={styles.account} data-testid="account-card">
      <span className="visually-hidden">{ADMIN_SHELL_TEXT.account}: </span>
      {logo ? (
        <img className={styles.logo} src={imageUrl(logo, { small: true, v: version })} alt="" width={48} height={48} />
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
