'use client';

import { useRef, useState } from 'react';
import { httpUrl, mailtoHref, socialUrl, telHref, whatsappUrl } from '@/lib/menus/contact-links';
import { WEEK_DAY_CODES, zonedClock } from '@/lib/menus/open-status';
import { hasWorkingHours } from '@/lib/shared/working-span';
import { ChatIcon, ClockIcon, CloseIcon, LinkIcon, MailIcon, MenuIcon, PhoneIcon, StarIcon } from './icons';
import headerStyles from './MenuHeader.module.css';
import styles from './SideNav.module.css';
import { useDinerTexts } from './diner-lang';
import type { DinerTexts } from '@/lib/i18n/diner-texts';

type NavLink = { key: string; href: string; label: string; icon: React.ReactNode };

/** What the side navigation shows: a few strings, not the whole menu (the props travel in the page's RSC payload). */
export type SideNavProps = {
  name: string;
  whatsapp: string;
  googleRateUrl: string;
  contact: { instagram: string; x: string; facebook: string; phone: string; email: string; snapchat: string };
  workingDays: { day: string; start: string; end: string }[];
  /** The menu's time zone: which day is today, when the opening hours are opened. */
  timeZone: string;
};

function contactLinks({ contact, whatsapp }: Pick<SideNavProps, 'contact' | 'whatsapp'>, T: DinerTexts): NavLink[] {
  const links: NavLink[] = [
    { key: 'whatsapp', href: whatsappUrl(whatsapp), label: T.menu.whatsapp, icon: <ChatIcon /> },
    { key: 'phone', href: telHref(contact.phone), label: T.menu.phone, icon: <PhoneIcon /> },
    { key: 'instagram', href: socialUrl('instagram', contact.instagram), label: T.menu.instagram, icon: <LinkIcon /> },
    { key: 'facebook', href: socialUrl('facebook', contact.facebook), label: T.menu.facebook, icon: <LinkIcon /> },
    { key: 'x', href: socialUrl('x', contact.x), label: T.menu.x, icon: <LinkIcon /> },
    { key: 'snapchat', href: socialUrl('snapchat', contact.snapchat), label: T.menu.snapchat, icon: <LinkIcon /> },
    { key: 'email', href: mailtoHref(contact.email), label: T.menu.email, icon: <MailIcon /> },
  ];
  return links.filter((l) => l.href);
}

/** Menu button and side navigation: contact links, the working-days popup and the rating link (spec §2). */
export function SideNav({ name, whatsapp, googleRateUrl, contact, workingDays, timeZone }: SideNavProps) {
  const T = useDinerTexts();
  const navRef = useRef<HTMLDialogElement>(null);
  const daysRef = useRef<HTMLDialogElement>(null);
  const links = contactLinks({ contact, whatsapp }, T);
  const rateUrl = httpUrl(googleRateUrl);
  const days = WEEK_DAY_CODES.map((code) => ({ code, entry: workingDays.find((d) => d.day === code) }));
  // Read when the hours are opened (the page is stored and served for days): today in the restaurant's time zone.
  const [today, setToday] = useState<string | null>(null);
  const openDays = () => {
    setToday(WEEK_DAY_CODES[zonedClock(new Date(), timeZone).weekday] ?? null);
    daysRef.current?.showModal();
  };

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-label={T.menu.openMenu}
        aria-haspopup="dialog"
        onClick={() => navRef.current?.showModal()}
        data-testid="open-side-nav"
      >
        <MenuIcon />
      </button>

      <dialog
        ref={navRef}
        className={styles.drawer}
        aria-label={T.menu.openMenu}
        onClick={(e) => e.target === navRef.current && navRef.current?.close()}
        data-testid="side-nav"
      >
        <div className={styles.drawerInner}>
          <div className={styles.drawerHead}>
            <strong>{name}</strong>
            <button type="button" className={styles.close} aria-label={T.menu.closeMenu} onClick={() => navRef.current?.close()}>
              <CloseIcon />
            </button>
          </div>
          {links.length > 0 && <p className={styles.group}>{T.menu.contactUs}</p>}
          <ul className={styles.list}>
            {links.map((l) => (
              <li key={l.key}>
                <a className={styles.link} href={l.href} target={l.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
                  {l.icon}
                  <span>{l.label}</span>
                </a>
              </li>
            ))}
            {hasWorkingHours(workingDays) && (
              <li>
                <button type="button" className={styles.link} onClick={openDays} data-testid="working-days-button">
                  <ClockIcon />
                  <span>{T.menu.workingDays}</span>
                </button>
              </li>
            )}
            {rateUrl && (
              <li>
                <a className={styles.link} href={rateUrl} target="_blank" rel="noopener noreferrer">
                  <StarIcon />
                  <span>{T.menu.rateUs}</span>
                </a>
              </li>
            )}
          </ul>
        </div>
      </dialog>

      <dialog
        ref={daysRef}
        className={styles.popup}
        aria-labelledby="working-days-title"
        onClick={(e) => e.target === daysRef.current && daysRef.current?.close()}
        data-testid="working-days"
      >
        <div className={styles.popupInner}>
          <div className={styles.drawerHead}>
            <strong id="working-days-title">{T.menu.workingDays}</strong>
            <button type="button" className={styles.close} aria-label={T.menu.closeDialog} onClick={() => daysRef.current?.close()}>
              <CloseIcon />
            </button>
          </div>
          <table className={styles.days}>
            <tbody>
              {days.map(({ code, entry }) => (
                <tr key={code} className={code === today ? styles.today : undefined} aria-current={code === today ? 'date' : undefined}>
                  <th scope="row">
                    {T.menu.dayNames[code]}
                    {code === today ? <span className={styles.todayTag}>{T.menu.today}</span> : null}
                  </th>
                  <td>
                    {entry?.start && entry?.end ? (
                      <span dir="ltr">
                        {entry.start} – {entry.end}
                      </span>
                    ) : (
                      <span className={styles.closedDay}>{T.menu.closedDay}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
