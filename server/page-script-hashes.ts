/**
 * The stored public menu's script policy by hashes, not by a nonce. One stored copy of a page is sent to every diner,
 * so a nonce in it would be a value every diner can read. When a page is stored, the nonce of the render that made it
 * is taken off every tag, and each inline script is named in the Content-Security-Policy by its SHA-256 (CSP Level 3
 * hash sources). With 'strict-dynamic', what those scripts load (Next's runtime chunks, added by the deferred loader,
 * defer-runtime-scripts.ts) is trusted through them; a script injected into the page matches no hash and does not run.
 */
import crypto from 'node:crypto';
import { pageCspWithScripts } from '../lib/api/content-security-policy';

/** `<script …>…</script>`: its attributes and its text (HTML never decodes entities inside a script). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A nonce attribute on any tag. */
const NONCE_ATTR = /(<[a-z][^>]*?)\s+nonce="[^"]*"/gi;

const hashSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page without nonces, and the hash sources of its inline scripts (each once, in page order). */
export function hashInlineScripts(html: string): { html: string; hashes: string[] } {
  let withoutNonces = html;
  // A tag may carry the attribute once; repeat for tags the pattern matched side by side.
  for (let before = ''; before !== withoutNonces; ) {
    before = withoutNonces;
    withoutNonces = withoutNonces.replace(NONCE_ATTR, '$1');
  }
  const hashes = new Set<string>();
  for (const [, attrs, text] of withoutNonces.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    hashes.add(hashSource(text));
  }
  return { html: withoutNonces, hashes: [...hashes] };
}

/** The policy a stored page is sent with: the pages' policy with these hashes for scripts. */
export function storedPageCsp(hashes: string[], https: boolean): string {
  return pageCspWithScripts(hashes, https);
}
