'use client';

import { KITCHEN_TEXT as T } from '@/lib/i18n/kitchen-ar';
import type { TicketView } from '@/lib/kitchen/kitchen-tickets';
import { ticketAge, type AgeLevel } from '@/lib/kitchen/ticket-age';
import styles from './Kitchen.module.css';

type Props = { ticket: TicketView; now: number; warnAfter: number; lateAfter: number; showStation?: boolean; onBump(body: { bumped: boolean; line?: number }): void };

const LEVEL_TEXT: Record<AgeLevel, string> = { fresh: '', warn: T.late, late: T.veryLate };

/**
 * One ticket on a kitchen display: the order's number large, its table (or pickup), its age counting up
 * and coloured by the station's ages, its lines in large type (a tap bumps a line, again takes it back), the diner's
 * note, and one tap to bump the whole ticket.
 */
export function TicketCard({ ticket, now, warnAfter, lateAfter, showStation, onBump }: Props) {
  const age = ticketAge(ticket.createdAt, now, warnAfter, lateAfter);
  return (
    <article className={styles.ticket} data-age={age.level} data-ticket-id={ticket._id} aria-label={`${T.order(ticket.number)} ${ticket.table ? T.table(ticket.table.name) : T.pickup}`}>
      <header className={styles.ticketHead}>
        <span className={styles.number}>{T.order(ticket.number)}</span>
        <span className={styles.where}>{ticket.table ? T.table(ticket.table.name) : T.pickup}</span>
        <span className={styles.age} dir="ltr" aria-label={`${T.ageLabel} ${age.text}${LEVEL_TEXT[age.level] ? ` · ${LEVEL_TEXT[age.level]}` : ''}`} data-testid="ticket-age">
          {age.text}
        </span>
      </header>
      {showStation && ticket.stationName ? <p className={styles.stationTag}>{ticket.stationName}</p> : null}
      <ul className={styles.lines}>
        {ticket.lines.map((line, i) => (
          <li key={i}>
            <button type="button" className={styles.line} aria-pressed={line.bumped} onClick={() => onBump({ line: i, bumped: !line.bumped })}>
              <span className={styles.qty}>{line.quantity}×</span>
              <span className={styles.lineText}>
                <span className={styles.lineTitle}>
                  {line.title}
                  {line.subItemTitle ? ` · ${line.subItemTitle}` : ''}
                </span>
                {line.options.length > 0 ? <span className={styles.options}>{line.options.join('، ')}</span> : null}
              </span>
              {line.bumped ? <span className={styles.done}>{T.lineBumped}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {ticket.note ? (
        <p className={styles.note}>
          <strong>{T.note}:</strong> {ticket.note}
        </p>
      ) : null}
      <button type="button" className={`btn ${styles.bump}`} onClick={() => onBump({ bumped: true })}>
        {T.bumpTicket}
      </button>
    </article>
  );
}
