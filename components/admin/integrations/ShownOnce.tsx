'use client';

import { useToast } from '@/components/ui/Toasts';
import { INTEGRATIONS_TEXT as T } from '@/lib/i18n/ar';
import { copyText } from '@/lib/ui/copy-text';
import ui from '../ui/admin-ui.module.css';

/** A secret the server answers once (an API key, a webhook's signing secret): shown with a copy button until dismissed. */
export function ShownOnce({ title, note, value, onDone, testId }: { title: string; note: string; value: string; onDone: () => void; testId: string }) {
  const toast = useToast();
  const copy = async () => {
    if (await copyText(value)) toast.success(T.copied);
    else window.prompt(T.copyByHand, value);
  };
  return (
    <div className={ui.noticeOk} role="status" data-testid={testId}>
      <strong>{title}</strong>
      <p>{note}</p>
      <code className={`${ui.ltr} ${ui.breakAnywhere}`} dir="ltr" data-testid={`${testId}-value`}>
        {value}
      </code>
      <div className={ui.actions}>
        <button type="button" className="btn" onClick={copy}>
          {T.copy}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {T.done}
        </button>
      </div>
    </div>
  );
}
