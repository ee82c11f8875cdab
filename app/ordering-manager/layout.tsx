import type { Metadata } from 'next';
import styles from '@/components/orders/Orders.module.css';
import { ORDERS_TEXT } from '@/lib/i18n/en';
import { ScreenLanguage } from '@/components/ui/ScreenLanguage';

export const metadata: Metadata = { title: { absolute: `${ORDERS_TEXT.title} | QR Menu` }, robots: { index: false } };

/** The staff's own layout: English, left to right (the rest of the site is Arabic, right to left). */
export default function OrderingManagerLayout({ children }: { children: React.ReactNode }) {
  return (
    <div lang="en" dir="ltr" className={styles.shell}>
      <ScreenLanguage lang="en" />
      <header className={styles.header}>
        <h1>{ORDERS_TEXT.title}</h1>
        <p>{ORDERS_TEXT.subtitle}</p>
      </header>
      {children}
    </div>
  );
}
