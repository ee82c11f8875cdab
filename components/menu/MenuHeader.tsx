/* eslint-disable @next/next/no-img-element -- plain <img> with width/height and srcset: no image optimiser JS */
import { MENU_TEXT } from '@/lib/i18n/ar';
import { IMAGE_WIDTHS, imageUrl } from '@/lib/uploads/urls';
import type { PublicMenu } from '@/lib/menus/public-menu';
import { ShareButton } from './ShareButton';
import { SideNav } from './SideNav';
import { PhoneIcon } from './icons';
import styles from './MenuHeader.module.css';

/** Header: share and menu buttons over the main image, call-us button, logo, name and description (spec §2). */
export function MenuHeader({ menu, version }: { menu: PublicMenu; version?: number }) {
  const { institution } = menu;
  const phone = institution.contact.phone;
  const main = menu.menuMainImage;
  return (
    <header className={styles.header}>
      <div className={`${styles.hero} ${main ? '' : styles.heroEmpty}`}>
        {main && (
          <img
            className={styles.heroImage}
            src={imageUrl(main, { v: version })}
            srcSet={`${imageUrl(main, { small: true, v: version })} ${IMAGE_WIDTHS.small}w, ${imageUrl(main, { v: version })} ${IMAGE_WIDTHS.menuMainImage}w`}
            sizes="(max-width: 720px) 100vw, 720px"
            width={IMAGE_WIDTHS.menuMainImage}
            height={900}
            alt={MENU_TEXT.mainImageAlt(institution.name)}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <div className={styles.heroShade} aria-hidden="true" />
        <div className={styles.topBar}>
          <SideNav menu={menu} />
          <ShareButton title={MENU_TEXT.shareTitle(institution.name)} />
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
