/* eslint-disable @next/next/no-img-element -- plain <img> with width/height and srcset: no image optimiser JS */
import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import { IMAGE_WIDTHS, imageUrl } from '@/lib/shared/upload-urls';
import type { PublicMenu } from '@/lib/menus/public-menu';
import { HeroPreload } from './HeroPreload';
import { ShareButton } from './ShareButton';
import { SideNav } from './SideNav';
import { LanguageSwitch } from './LanguageSwitch';
import { PhoneIcon } from './icons';
import styles from './MenuHeader.module.css';

/** Header: share and menu buttons over the main image, call-us button, logo, name and description (spec §2). */
export function MenuHeader({ menu, lang, version }: { menu: PublicMenu; lang: Lang; version?: number }) {
  const MENU_TEXT = dinerTexts(lang).menu;
  const { institution } = menu;
  const phone = institution.contact.phone;
  const main = menu.menuMainImage;
  return (
    <header className={styles.header}>
      <div className={`${styles.hero} ${main ? '' : styles.heroEmpty}`}>
        {main && <HeroPreload href={imageUrl(main, { small: true, v: version })} />}
        {main && (
          // The LCP image. Phones get the small variant (the hero is 230 px tall under a shade); wide screens the full
          // one. Loaded at once with high priority, never lazily; its box is fixed by the CSS, so nothing shifts.
          // `data-hero`: the page's runtime loads after it has painted (server/defer-runtime-scripts.ts).
          <picture>
            <source media="(min-width: 721px)" srcSet={imageUrl(main, { v: version })} />
            <img
              className={styles.heroImage}
              src={imageUrl(main, { small: true, v: version })}
              width={IMAGE_WIDTHS.small}
              height={270}
              alt={MENU_TEXT.mainImageAlt(institution.name)}
              fetchPriority="high"
              data-hero=""
            />
          </picture>
        )}
        <div className={styles.heroShade} aria-hidden="true" />
        <div className={styles.topBar}>
          <SideNav
            name={institution.name}
            whatsapp={institution.whatsapp}
            googleRateUrl={institution.googleRateUrl}
            contact={institution.contact}
            workingDays={menu.workingDays}
            timeZone={menu.timeZone}
          />
          <div className={styles.topEnd}>
            {menu.languages.includes('en') && <LanguageSwitch lang={lang} />}
            <ShareButton title={MENU_TEXT.shareTitle(institution.name)} />
          </div>
        </div>
      </div>

      <div className={styles.identity}>
        {institution.logo ? (
          <img
            className={styles.logo}
            src={imageUrl(institution.logo, { small: true, v: version })}
            width={96}
            height={96}
            alt={MENU_TEXT.logoAlt(institution.name)}
            decoding="async"
            fetchPriority="low"
          />
        ) : (
          <span className={`${styles.logo} ${styles.logoLetter}`} aria-hidden="true">
            {institution.name.slice(0, 1)}
          </span>
        )}
        <h1 className={styles.name}>{institution.name}</h1>
        {institution.description && <p className={styles.description}>{institution.description}</p>}
        {phone && (
          <a className={styles.call} href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="call-us">
            <PhoneIcon />
            <span>{MENU_TEXT.callUs}</span>
          </a>
        )}
      </div>
    </header>
  );
}
