'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { KITCHEN_TEXT as T, STATION_TEXT } from '@/lib/i18n/kitchen-ar';
import { ONE_KITCHEN, ticketsOf } from '@/lib/kitchen/kitchen-tickets';
import { EXPO, kitchenDisplayPath, kitchenScreenPath } from '@/lib/ui/kitchen-paths';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { stationLabel } from '@/lib/ui/station-label';
import { useOrdersFeed } from '../orders/OrdersFeed';
import { unlockOrderChime } from '../orders/order-chime';
import { useScreenWakeLock } from '../orders/use-screen-wake-lock';
import { KeepAwakeSwitch, SoundSwitch } from '../orders/DeviceSwitches';
import { TicketCard } from './TicketCard';
import { useKitchenBoard } from './use-kitchen-board';
import styles from './Kitchen.module.css';

/**
 * 'شاشة المطبخ': a station's open tickets oldest first (or, for `expo`, every order in the kitchen with
 * each station's part, and the orders ready), live from the shell's order feed, ages counting up every second, one
 * tap to bump, 'استرجاع' for the station's last bump, and the order screen's sound switch. Laid out for a tablet in
 * landscape (1024×768) and for a phone.
 */
export function KitchenDisplay({ station }: { station: string }) {
  const { menu } = useAdmin();
  const feed = useOrdersFeed();
  const board = useKitchenBoard(menu._id, station);
  const awake = useScreenWakeLock();
  // The sound: an order chimes here when it brings this station something (the expo view: any order for the kitchen).
  const setChimeFor = feed?.setChimeFor;
  useEffect(() => {
    if (!setChimeFor) return;
    setChimeFor(station === EXPO ? () => true : (order) => ticketsOf(order, station).length > 0);
    return () => setChimeFor(null);
  }, [setChimeFor, station]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const stations = menu.stations ?? [];
  const own = stations.find((s) => s._id === station);
  const agesOf = (id: string | null) => {
    const s = stations.find((x) => x._id === id);
    return { warnAfter: s?.warnAfter ?? 5, lateAfter: s?.lateAfter ?? 10 };
  };
  const expo = station === EXPO;
  const title = expo ? T.expo : station === ONE_KITCHEN ? T.oneKitchen : own ? stationLabel(menu, stations, own) : T.title;
  const known = expo || station === ONE_KITCHEN || own;

  return (
    <div id={adminScreenId('kitchen')} className={styles.display} data-station={station}>
      <header className={styles.bar}>
        <h1 className={styles.title}>
          {T.title} · {title}
        </h1>
        <span className={styles.liveState} data-live={feed?.live ?? 'connecting'} role="status">
          {feed?.live === 'lost' ? T.lost : feed?.live === 'live' ? T.live : ''}
        </span>
        <nav className={styles.switches} aria-label={T.chooseStation}>
          {stations.length > 0 && (
            <>
              {stations.map((s) => (
                <Link key={s._id} href={kitchenDisplayPath(menu._id, s._id)} aria-current={s._id === station ? 'page' : undefined} className={styles.stationLink}>
                  {stationLabel(menu, stations, s)}
                </Link>
              ))}
              <Link href={kitchenDisplayPath(menu._id, EXPO)} aria-current={expo ? 'page' : undefined} className={styles.stationLink}>
                {T.expo}
              </Link>
            </>
          )}
        </nav>
        <div className={styles.switches}>
          {!expo && known && (
            <button type="button" className="btn btn-secondary" onClick={() => board.undo(station)}>
              {T.undo}
            </button>
          )}
          <SoundSwitch />
          <KeepAwakeSwitch awake={awake} />
          <Link className="btn btn-secondary" href={kitchenScreenPath(menu._id)}>
            {T.back}
          </Link>
        </div>
      </header>
      {feed && !feed.muted && feed.soundLocked && (
        <p className={styles.notice} role="status">
          <span>{T.soundLocked}</span>
          <button type="button" className="btn" onClick={unlockOrderChime}>
            {T.enableSound}
          </button>
        </p>
      )}
      {!known ? (
        <p className={styles.empty}>{STATION_TEXT.gone}</p>
      ) : expo ? (
        <ExpoView board={board} now={now} agesOf={agesOf} />
      ) : board.loaded && board.tickets.length === 0 ? (
        <p className={styles.empty} data-testid="no-tickets">
          {T.noTickets}
        </p>
      ) : (
        <ol className={styles.tickets} data-testid="tickets" aria-busy={!board.loaded}>
          {board.tickets.map((t) => (
            <li key={t._id}>
              <TicketCard ticket={t} now={now} {...agesOf(t.station)} onBump={(body) => board.bump(t._id, body)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The expo view: every order in the kitchen with each station's part (bumped or not), then the orders ready. */
function ExpoView({ board, now, agesOf }: { board: ReturnType<typeof useKitchenBoard>; now: number; agesOf: (id: string | null) => { warnAfter: number; lateAfter: number } }) {
  return (
    <div className={styles.expo}>
      <section aria-labelledby="expo-cooking">
        <h2 id="expo-cooking" className={styles.sub}>
          {T.cooking(board.cooking.length)}
        </h2>
        {board.loaded && board.cooking.length === 0 ? <p className={styles.empty}>{T.noTickets}</p> : null}
        <ol className={styles.tickets} data-testid="expo-orders">
          {board.cooking.flatMap((o) =>
            ticketsOf(o, '')
              .filter((t) => t.bumpedAt === null)
              .map((t) => (
                <li key={t._id}>
                  <TicketCard ticket={t} now={now} {...agesOf(t.station)} showStation onBump={(body) => board.bump(t._id, body)} />
                </li>
              )),
          )}
        </ol>
      </section>
      <section aria-labelledby="expo-ready">
        <h2 id="expo-ready" className={styles.sub}>
          {T.readyCount(board.ready.length)}
        </h2>
        <ul className={styles.readyList} data-testid="expo-ready">
          {board.ready.map((o) => (
            <li key={o._id} className={styles.ready}>
              <strong>{T.order(o.number)}</strong> {o.table ? T.table(o.table.name) : T.pickup} · {T.ready}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
