'use client';

import { useState, useSyncExternalStore } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { ORDERS_TEXT } from '@/lib/i18n/en';
import { orderChatLinks, type ChatLanguage } from '@/lib/orders/chat-messages';
import type { OrderView } from '@/lib/orders/order-view';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.overlay;
const subscribe = () => () => {};

/** The chat-app messages (spec §9), shown when the order is ready: wa.me links to the client's phone. */
export function ChatLinks({ order }: { order: OrderView }) {
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => '');
  const [lang, setLang] = useState<ChatLanguage>('ar');
  const links = orderChatLinks(order, origin, lang);
  return (
    <section aria-labelledby="messages-title">
      <h3 id="messages-title">{T.messages}</h3>
      <SelectField
        label={T.messagesLanguage}
        className={styles.shortField}
        value={lang}
        onChange={(e) => setLang(e.target.value as ChatLanguage)}
        data-testid="chat-language"
        options={[
          { value: 'ar', label: T.arabic },
          { value: 'en', label: T.english },
        ]}
      />
      {!links ? (
        <p className={styles.muted}>{T.noPhone}</p>
      ) : (
        <div className={styles.messages}>
          {links.firstPayment && (
            <a className="btn" href={links.firstPayment.href} target="_blank" rel="noopener noreferrer">
              {T.firstPayment}
            </a>
          )}
          <a className="btn" href={links.finalPayment.href} target="_blank" rel="noopener noreferrer">
            {T.finalPayment}
          </a>
          <a className="btn" href={links.editReady.href} target="_blank" rel="noopener noreferrer">
            {T.editReady}
          </a>
          {links.menuReady ? (
            <a className="btn" href={links.menuReady.href} target="_blank" rel="noopener noreferrer">
              {T.menuReady}
            </a>
          ) : (
            <p className={styles.muted}>{T.needsMenu}</p>
          )}
        </div>
      )}
    </section>
  );
}
