import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import Link from 'next/link';
import status from '@/components/ui/StatusPage.module.css';

/**
 * A clear page instead of a crash: the menu exists but is deactivated, or there is no such menu. `owner`: the way for
 * the restaurant's owner, who opens their own link before it is active, to its admin area (its preview and the
 * provider's contact).
 */
export function MenuUnavailable({
  title,
  body,
  name,
  lang = 'ar',
  owner,
  home,
}: {
  title: string;
  body: string;
  name?: string;
  lang?: Lang;
  owner?: { href: string; text: string };
  /** A way onward (the site's home page) where the link leads nowhere. */
  home?: boolean;
}) {
  return (
    <main className={`page ${status.page}`} data-testid="menu-unavailable">
      {name && <p className={`${status.muted} ${status.name}`}>{name}</p>}
      <h1>{title}</h1>
      <p>{body}</p>
      {owner && (
        <p>
          <Link href={owner.href} prefetch={false} data-testid="menu-unavailable-owner">
            {owner.text}
          </Link>
        </p>
      )}
      {home && (
        <Link href="/" prefetch={false} className="btn" data-testid="menu-unavailable-home">
          {dinerTexts(lang).menu.notFoundHome}
        </Link>
      )}
      <p className={status.muted}>{dinerTexts(lang).menu.poweredBy}</p>
    </main>
  );
}
