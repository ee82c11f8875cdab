'use client';
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded images and the QR SVG: no image optimiser */

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { ImageUploadForm } from '@/components/admin/ImageUploadForm';
import { editMenu } from '@/lib/menus/edits/client';
import { imageUrl } from '@/lib/uploads/urls';
import { GALLERY_TEXT as T } from '@/lib/i18n/ar';
import styles from '@/components/admin/public-info/AdminPanel.module.css';

type Props = { sectionId: string; galleryId: string; galleryTitle: string; index: number; image: string; note: string };

/** One gallery image in the edit panel: its note (egalleryimage), replace (upload at its index), delete (mgalleryimage). */
export function GalleryImageRow({ sectionId, galleryId, galleryTitle, index, image, note }: Props) {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run, busy } = useAdminAction();
  const [text, setText] = useState(note);
  const ids = { sectionId, galleryId, galleryImageIndex: index };

  const remove = async () => {
    if (await confirm()) await run(() => editMenu(menu._id, 'mgalleryimage', ids));
  };

  return (
    <li className={styles.listItem} data-testid="gallery-image">
      <img src={imageUrl(image, { small: true, v: menu.updatedAt })} alt={T.imageAlt(galleryTitle, index + 1)} className={styles.preview} />
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => editMenu(menu._id, 'egalleryimage', ids, { note: text }));
        }}
      >
        <label className="visually-hidden" htmlFor={`note-${galleryId}-${index}`}>
          {T.note}
        </label>
        <input id={`note-${galleryId}-${index}`} className={styles.select} style={{ flex: 1 }} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={`btn btn-secondary ${styles.small}`} disabled={busy}>
          {T.saveNote}
        </button>
        <button type="button" className={`btn btn-danger ${styles.small}`} onClick={remove} disabled={busy}>
          {T.deleteImage}
        </button>
      </form>
      <details>
        <summary>{T.replace}</summary>
        <ImageUploadForm
          idPrefix={`replace-${galleryId}-${index}`}
          label={T.replace}
          submitLabel={T.replace}
          target={{ path: 'image', model: 'gallery', data: { galleryId, galleryImageIndex: index } }}
        />
      </details>
    </li>
  );
}
