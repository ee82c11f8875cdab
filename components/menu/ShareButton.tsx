'use client';

import { useToast } from '@/components/ui/Toasts';
import { shareableAddress } from '@/lib/carts/table-choice';
import { ShareIcon } from './icons';
import styles from './MenuHeader.module.css';
import { useDinerTexts } from './diner-lang';

/**
 * Share the menu link (without the table it was opened at): the Web Share API where there is one, else copy the link;
 * 'could not share' on failure.
 */
export function ShareButton({ title }: { title: string }) {
  const T = useDinerTexts();
  const toast = useToast();
  async function share() {
    const url = shareableAddress(window.location.href);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(T.menu.linkCopied);
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return; // the diner closed the share sheet
      toast.error(T.menu.couldNotShare);
    }
  }
  return (
    <button type="button" className={styles.iconButton} onClick={share} aria-label={T.menu.share} data-testid="share">
      <ShareIcon />
    </button>
  );
}
