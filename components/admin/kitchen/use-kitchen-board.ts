'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToast } from '@/components/ui/Toasts';
import { newer } from '@/components/diner-orders/use-order-events';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { fetchDinerOrders } from '@/lib/diner-orders/diner-order-client';
import { inKitchen, oldestFirst, openTicketsOf, type TicketView } from '@/lib/kitchen/kitchen-tickets';
import { EXPO } from '@/lib/ui/kitchen-paths';
import { useOrdersFeed } from '../orders/OrdersFeed';
import { bumpTicket, fetchStationTickets, undoStationBump } from './station-client';

export type KitchenBoard = {
  /** The station's open tickets (a station's display), oldest first. */
  tickets: TicketView[];
  /** The orders the expo view follows: in the kitchen's hands, oldest first; and those ready, newest first. */
  cooking: DinerOrderView[];
  ready: DinerOrderView[];
  loaded: boolean;
  bump(ticket: string, body: { bumped: boolean; line?: number }): Promise<void>;
  undo(station: string): Promise<void>;
};

/**
 * What a kitchen display shows, live: read from the server when it opens and again each time the shell's
 * order feed has read the server again (its stream reopened after a gap: a lost connection or a reload catches up),
 * with every order the feed hears on top (its tickets travel with it). A station's display keeps that station's open
 * tickets; the expo view keeps the orders themselves. A tap's answer is shown at once and handed to the feed.
 */
export function useKitchenBoard(menuId: string, station: string): KitchenBoard {
  const feed = useOrdersFeed();
  const toast = useToast();
  const syncs = feed?.syncs ?? 0;
  const expo = station === EXPO;
  const [read, setRead] = useState<{ tickets: TicketView[]; orders: DinerOrderView[] } | null>(null);
  useEffect(() => {
    let live = true;
    const reading = expo
      ? fetchDinerOrders(menuId, { status: 'open' }).then((page) => ({ tickets: [], orders: [...page.openFromDayBefore, ...page.orders] }))
      : fetchStationTickets(menuId, station).then((tickets) => ({ tickets, orders: [] }));
    reading.then((r) => live && setRead(r)).catch((err: Error) => live && toast.error(err.message));
    return () => {
      live = false;
    };
  }, [menuId, station, expo, syncs, toast]);

  const board = useMemo(() => {
    const heard = feed?.today ?? new Map<string, DinerOrderView>();
    if (expo) {
      const byId = new Map((read?.orders ?? []).map((o) => [o._id, newer(heard.get(o._id), o)]));
      for (const o of heard.values()) if (!byId.has(o._id)) byId.set(o._id, o);
      const all = [...byId.values()].filter((o) => (o.tickets ?? []).length > 0);
      return {
        tickets: [],
        cooking: all.filter(inKitchen).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
        ready: all.filter((o) => o.status === 'ready').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
      };
    }
    // Per order, the newer of what was read and what the feed heard.
    const byOrder = new Map<string, { at: string; tickets: TicketView[] }>();
    for (const t of read?.tickets ?? []) {
      const had = byOrder.get(t.order);
      byOrder.set(t.order, { at: t.updatedAt, tickets: [...(had?.tickets ?? []), t] });
    }
    for (const o of heard.values()) {
      const had = byOrder.get(o._id);
      if (!had || Date.parse(o.updatedAt) > Date.parse(had.at)) byOrder.set(o._id, { at: o.updatedAt, tickets: openTicketsOf(o, station) });
    }
    return { tickets: [...byOrder.values()].flatMap((v) => v.tickets).sort(oldestFirst), cooking: [], ready: [] };
  }, [read, feed?.today, expo, station]);

  const bump = useCallback(
    async (ticket: string, body: { bumped: boolean; line?: number }) => {
      try {
        feed?.update((await bumpTicket(ticket, body)).order);
      } catch (err) {
        toast.error((err as Error).message);
      }
    },
    [feed, toast],
  );
  const undo = useCallback(
    async (at: string) => {
      try {
        feed?.update(await undoStationBump(menuId, at));
      } catch (err) {
        toast.error((err as Error).message);
      }
    },
    [feed, menuId, toast],
  );
  return { ...board, loaded: read !== null, bump, undo };
}
