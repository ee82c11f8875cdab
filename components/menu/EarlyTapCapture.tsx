import { EARLY_TAP_CAPTURE } from '@/lib/menus/early-tap';

/**
 * Listens, from the first bytes of a page Next renders itself (the admins' preview), for a button tapped before the
 * page's code has loaded, so EarlyTapReplay clicks it once it has. The stored public page has the same code in its
 * runtime loader (server/defer-runtime-scripts.ts) and does not render this.
 */
export function EarlyTapCapture({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAP_CAPTURE }} />;
}
