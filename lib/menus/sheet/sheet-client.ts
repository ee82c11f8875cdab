import { ApiClientError, clientError, failedCall } from '../../api/client-fetch';
import type { ImportPreview } from './plan-import';
import type { Lang } from '../../i18n/lang';

/** Where the admin panel downloads the menu, the template and the paper menu (GET, menu admins). */
export const exportUrl = (menuId: string) => `/api/v1/quickmenu/${menuId}/export`;
export const templateUrl = (menuId: string) => `/api/v1/quickmenu/${menuId}/export?template=1`;
export const printUrl = (menuId: string, size: 'a4' | 'a5', lang: Lang = 'ar') => `/api/v1/quickmenu/${menuId}/print?size=${size}${lang === 'en' ? '&lang=en' : ''}`;

export type ImportAnswer = { preview: ImportPreview; applied: boolean };

/**
 * Sends the sheet to POST …/import (a preview with `dryRun`, else the write) as multipart, with upload progress
 * (XMLHttpRequest: fetch() reports none). Resolves the answer's data; rejects with the server's message.
 */
export function sendSheet(menuId: string, file: Blob, opts: { dryRun: boolean; replace: boolean; columns?: Record<string, string> }, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.set('file', file);
  // The owner's column mapping from the preview, beside the file: a URL has no room for many long Arabic headers.
  if (opts.columns) form.set('columns', JSON.stringify(opts.columns));
  const qs = new URLSearchParams({ dryRun: opts.dryRun ? '1' : '0', replace: opts.replace ? '1' : '0' });
  return new Promise<ImportAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/quickmenu/${menuId}/import?${qs}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiClientError(clientError('network'), 0));
    xhr.onload = () => {
      let payload: { status?: string; message?: unknown; data?: ImportAnswer } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.status === 'success' && payload.data) resolve(payload.data);
      else reject(failedCall(typeof payload?.message === 'string' && payload.message ? payload.message : clientError('unexpected'), xhr.status));
    };
    xhr.send(form);
  });
}
