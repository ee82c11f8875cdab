import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import { mapsUrl } from '@/lib/menus/contact-links';
import type { PublicMenu } from '@/lib/menus/public-menu';
import { PinIcon } from './icons';
import styles from './MenuFooter.module.css';

/** Footer: the address and the ending phrase. */
export function MenuFooter({ menu, lang }: { menu: PublicMenu; lang: Lang }) {
  const MENU_TEXT = dinerTexts(lang).menu;
  const loc = menu.institution.location;
  const maps = mapsUrl(loc.googleMaps, loc.coordinates);
  return (
    <footer className={styles.footer}>
      {menu.endingPhrase && <p className={styles.ending}>{menu.endingPhrase}</p>}
      {loc.address && (
        <p className={styles.address}>
          <PinIcon size={18} />
          <span className="visually-hidden">{MENU_TEXT.address}: </span>
          {maps ? (
            <a href={maps} target="_blank" rel="noopener noreferrer">
              {loc.address}
            </a>
          ) : (
            loc.address
          )}
        </p>
      )}
      <p className={styles.brand}>
        {menu.institution.name} · {MENU_TEXT.poweredBy}
      </p>
    </footer>
  );
}
