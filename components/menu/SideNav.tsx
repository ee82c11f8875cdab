'use client';

import { useRef } from 'react';
import { MENU_TEXT } from '@/lib/i18n/ar';
import { httpUrl, mailtoHref, socialUrl, telHref, whatsappUrl } from '@/lib/menus/contact-links';
import { WEEK_DAY_CODES } from '@/lib/menus/open-status';
import { ChatIcon, ClockIcon, CloseIcon, LinkIcon, MailIcon, MenuIcon, PhoneIcon, StarIcon } from './icons';
import headerStyles from './MenuHeader.module.css';
import styles from './SideNav.module.css';

type NavLink = { key: string; href: string; label: string; icon: React.ReactNode };

/** What the side navigation shows: a few strings, not the whole menu (the props travel in the page's RSC payload). */
export type SideNavProps = {
  name: string;
  whatsapp: string;
  googleRateUrl: string;
  contact: { instagram: string; x: string; facebook: string; phone: string; email: string; snapchat: string };
  workingDays: { day: string; start: string; end: string }[];
};

function contactLinks({ contact, whatsapp }: Pick<SideNavProps, 'contact' | 'whatsapp'>): NavLink[] {
  const links: NavLink[] = [
    { key: 'whatsapp', href: whatsappUrl(whatsapp), label: MENU_TEXT.whatsapp, icon: <ChatIcon /> },
    { key: 'phone', href: telHref(contact.phone), label: MENU_TEXT.phone, icon: <PhoneIcon /> },
    { key: 'instagram', href: socialUrl('instagram', contact.instagram), label: MENU_TEXT.instagram, icon: <LinkIcon /> },
    { key: 'facebook', href: socialUrl('facebook', contact.facebook), label: MENU_TEXT.facebook, icon: <LinkIcon /> },
    { key: 'x', href: socialUrl('x', contact.x), label: MENU_TEXT.x, icon: <LinkIcon /> },
    { key: 'snapchat', href: socialUrl('snapchat', contact.snapchat), label: MENU_TEXT.snapchat, icon: <LinkIcon /> },
    { key: 'email', href: mailtoHref(contact.email), label: MENU_TEXT.email, icon: <MailIcon /> },
  ];
  return links.filter((l) => l.href);
}

/** Menu button and side navigation: contact links, the working-days popup and the rating link (spec §2). */
export function SideNav({ name, whatsapp, googleRateUrl, contact, workingDays }: SideNavProps) {
  const navRef = useRef<HTMLDialogElement>(null);
  const daysRef = useRef<HTMLDialogElement>(null);
  const links = contactLinks({ contact, whatsapp });
  const rateUrl = httpUrl(googleRateUrl);
  const days = WEEK_DAY_CODES.map((code) => ({ code, entry: workingDays.find((d) => d.day === code) }));

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-label={MENU_TEXT.openMenu}
        aria-haspopup="dialog"
        onClick={() => navRef.current?.showModal()}
        data-testid="open-side-nav"
      >
        <MenuIcon />
      </button>

      <dialog
        ref={navRef}
        className={styles.drawer}
        aria-label={MENU_TEXT.openMenu}
        onClick={(e) => e.target === navRef.current && navRef.current?.close()}
        data-testid="side-nav"
      >
        <div className={styles.drawerInner}>
          <div className={styles.drawerHead}>
            <strong>{name}</strong>
            <button type="button" className={styles.close} aria-label={MENU_TEXT.closeMenu} onClick={() => navRef.current?.close()}>
              <CloseIcon />
            </button>
          </div>
          {links.length > 0 && <p className={styles.group}>{MENU_TEXT.contactUs}</p>}
          <ul className={styles.list}>
            {links.map((l) => (
              <li key={l.key}>
                <a className={styles.link} href={l.href} target={l.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
                  {l.icon}
                  <span>{l.label}</span>
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.link} onClick={() => daysRef.current?.showModal()} data-testid="working-days-button">
                <ClockIcon />
                <span>{MENU_TEXT.workingDays}</span>
              </button>
            </li>
            {rateUrl && (
              <li>
                <a className={styles.link} href={rateUrl} target="_blank" rel="noopener noreferrer">
                  <StarIcon />
                  <span>{MENU_TEXT.rateUs}</span>
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
            <strong id="working-days-title">{MENU_TEXT.workingDays}</strong>
            <button type="button" className={styles.close} aria-label={MENU_TEXT.closeMenu} onClick={() => daysRef.current?.close()}>
              <CloseIcon />
            </button>
          </div>
          <table className={styles.days}>
            <tbody>
              {days.map(({ code, entry }) => (
                <tr key={code}>
                  <th scope="row">{MENU_TEXT.dayNames[code]}</th>
                  <td>
                    {entry?.start && entry?.end ? (
                      <span dir="ltr">
                        {entry.start} – {entry.end}
                      </span>
                    ) : (
                      <span className={styles.closedDay}>{MENU_TEXT.closedDay}</span>
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
