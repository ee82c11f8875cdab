'use client';
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded images and the QR SVG: no image optimiser */

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { ImageUploadForm } from '@/components/admin/ImageUploadForm';
import { editMenu } from '@/lib/menus/edits/client';
import { imageUrl } from '@/lib/shared/upload-urls';
import { GALLERY_TEXT as T } from '@/lib/i18n/ar';
import { FormField } from '@/components/ui/FormField';
import ui from '../ui/admin-ui.module.css';

type Props = { sectionId: string; galleryId: string; galleryTitle: string; index: number; image: string; note: string; noteEn: string };

/** One gallery image in the edit panel: its note and the note in English (egalleryimage), replace (upload at its index), delete (mgalleryimage). */
export function GalleryImageRow({ sectionId, galleryId, galleryTitle, index, image, note, noteEn }: Props) {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run, busy } = useAdminAction();
  const [text, setText] = useState(note);
  const [textEn, setTextEn] = useState(noteEn);
  const ids = { sectionId, galleryId, galleryImageIndex: index };

  const remove = async () => {
    if (await confirm()) await run(() => editMenu(menu._id, 'mgalleryimage', ids));
  };

  return (
    <li className={ui.listItem} data-testid="gallery-image">
      <img src={imageUrl(image, { small: true, v: menu.updatedAt })} alt={T.imageAlt(galleryTitle, index + 1)} className={ui.preview} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => editMenu(menu._id, 'egalleryimage', ids, { note: text, translations: { en: { note: textEn } } }));
        }}
      >
        <FormField id={`note-${galleryId}-${index}`} label={T.note} value={text} onChange={(e) => setText(e.target.value)} />
        <FormField
          id={`note-en-${galleryId}-${index}`}
          label={T.noteEn}
          dir="ltr"
          lang="en"
          value={textEn}
          onChange={(e) => setTextEn(e.target.value)}
        />
        <div className={ui.actions}>
          <button type="submit" className={`btn btn-secondary ${ui.small}`} disabled={busy}>
            {T.saveNote}
          </button>
          <button type="button" className={`btn btn-danger ${ui.small}`} onClick={remove} disabled={busy}>
            {T.deleteImage}
          </button>
        </div>
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
