import { jsonBodyMaxBytes } from '../lib/api/read-bounded-body';
import { uploadMaxBytes } from '../lib/shared/upload-limits';

/** Room for a multipart form's boundaries and small fields around the largest upload. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
/** next-auth's endpoints read small forms (credentials, CSRF token, sign-out): nothing near this. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

/**
 * The largest request body the server's front door (server/front-door.ts) lets through to any handler, by path.
 * The routes keep their own tighter limits (JSON_BODY_MAX_BYTES, UPLOAD_MAX_BYTES); this bound is for every path,
 * including those no route of ours reads (next-auth's, pages, unknown paths).
 */
export function frontDoorBodyLimit(url: string): number {
  const path = url.split(/[?#]/, 1)[0];
  if (path.startsWith('/api/auth/')) return AUTH_BODY_MAX_BYTES;
  if (!path.startsWith('/api/')) return jsonBodyMaxBytes();
  return Math.max(uploadMaxBytes(), jsonBodyMaxBytes()) + FORM_OVERHEAD_BYTES;
}
