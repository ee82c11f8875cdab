'use client';

import { useCallback } from 'react';
import { useToast } from '@/components/ui/Toasts';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { useList } from './use-list';
import { listDeliveries, replayDelivery } from './integrations-client';
import ui from '../ui/admin-ui.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('ar', { dateStyle: 'short', timeStyle: 'medium' });

/** A webhook's deliveries, newest first: the event, where it stands, each try's answer and time, and a replay button. */
export function DeliveryLog({ menuId, webhookId }: { menuId: string; webhookId: string }) {
  const toast = useToast();
  const { items, reload } = useList(useCallback(() => listDeliveries(menuId, webhookId), [menuId, webhookId]));
  const replay = async (deliveryId: string) => {
    try {
      await replayDelivery(menuId, webhookId, deliveryId);
      toast.success(T.replayed);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  if (items === null) return <p className={ui.muted}>{T.loading}</p>;
  if (items.length === 0) return <p className={ui.muted}>{T.logEmpty}</p>;
  return (
    <ul className={ui.list} data-testid="delivery-log">
      {items.map((d) => (
        <li key={d._id} className={ui.listItem} data-delivery-id={d._id}>
          <strong>
            {T.eventLabels[d.event]} · {T.status[d.status]}
          </strong>
          <span className={ui.muted}>
            {when(d.createdAt)} · {T.attempts(d.attempts.length)}
          </span>
          <ol className={ui.muted}>
            {d.attempts.map((a, i) => (
              <li key={i}>
                {/* Arabic with an 'HTTP 500' in it: in the list's own direction (forced left-to-right, its unit came first). */}
                {T.attempt(a.status, a.durationMs)}
                {a.replay ? ` · ${T.replayMark}` : ''}
                {a.failure ? ` · ${T.tryFailures[a.failure]}` : null}
              </li>
            ))}
          </ol>
          <div className={ui.actions}>
            <button type="button" className={`btn btn-secondary ${ui.small}`} onClick={() => replay(d._id)}>
              {T.replay}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
