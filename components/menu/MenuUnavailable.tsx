import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import status from '@/components/ui/StatusPage.module.css';

/** A clear page instead of a crash: the menu exists but is deactivated, or there is no such menu. */
export function MenuUnavailable({ title, body, name, lang = 'ar' }: { title: string; body: string; name?: string; lang?: Lang }) {
  return (
    <main className={`page ${status.page}`} data-testid="menu-unavailable">
      {name && <p className={`${status.muted} ${status.name}`}>{name}</p>}
      <h1>{title}</h1>
      <p>{body}</p>
      <p className={status.muted}>{dinerTexts(lang).menu.poweredBy}</p>
    </main>
  );
}
