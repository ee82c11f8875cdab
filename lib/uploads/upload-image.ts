import { ApiClientError, clientError, failedCall, type Envelope } from '../api/client-fetch';
import type { AdminMenu } from '../menus/admin-menu';
import { activeLang } from '../i18n/active-lang';
import type { UploadModel, UploadPath } from '../validation/upload';

export interface ImageUpload {
  path: UploadPath;
  model: UploadModel;
  /** The ids (menuId, itemId | galleryId, galleryImageIndex, note), sent as the form's JSON `data` field. */
  data: Record<string, string | number | undefined>;
  file: Blob;
}

/**
 * The browser's one upload call (spec §7 Upload): `POST /api/v1/upload` as multipart, with progress. fetch() reports
 * no upload progress, so this uses XMLHttpRequest. `onProgress` gets a fraction 0..1. Resolves the envelope
 * (`data.data` = the updated menu, `data.data.image` = the new file name); rejects with the server's message.
 */
export function uploadImage(upload: ImageUpload, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.set('path', upload.path);
  form.set('model', upload.model);
  form.set('data', JSON.stringify(upload.data));
  form.set('file', upload.file);
  return new Promise<Envelope<{ data: AdminMenu & { image: string } }>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', activeLang());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiClientError(clientError('network'), 0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let payload: { status?: string; message?: unknown } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.status === 'success') {
        onProgress?.(1);
        resolve(payload as Envelope<{ data: AdminMenu & { image: string } }>);
      } else {
        const message = typeof payload?.message === 'string' && payload.message ? payload.message : clientError('unexpected');
        reject(failedCall(message, xhr.status));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
