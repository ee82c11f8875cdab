'use client';

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { ImageUploadForm } from '@/components/admin/ImageUploadForm';
import { FormField } from '@/components/ui/FormField';
import { editMenu } from '@/lib/menus/edits/client';
import { createGallerySchema } from '@/lib/validation/gallery';
import type { AdminSection } from '@/lib/menus/admin-menu';
import { ADMIN_NOTICES, GALLERY_TEXT as T } from '@/lib/i18n/ar';
import { Panel } from '../ui/Panel';
import { GalleryEditPanel } from './GalleryEditPanel';
import { galleriesOf } from './gallery-view';
import ui from '../ui/admin-ui.module.css';

/** One section with its galleries: the create form, and per gallery the quick add-image form and a named delete. */
export function SectionGalleries({ section }: { section: AdminSection }) {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const { run, busy } = useAdminAction();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const galleries = galleriesOf(section);
  const open = galleries.find((g) => g._id === openId) ?? null;

  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = createGallerySchema.safeParse({ title });
    if (!parsed.success) return setTitleError(parsed.error.issues[0].message);
    setTitleError('');
    if (await run(() => editMenu(menu._id, 'pgallery', { sectionId: section._id }, parsed.data), ADMIN_NOTICES.created)) setTitle('');
  };

  return (
    <Panel title={section.title} testId="gallery-section">
      <form className={`${ui.inlineForm} ${ui.spaced}`} onSubmit={create} noValidate aria-label={`${T.createTitle} - ${section.title}`}>
        <FormField id={`new-gallery-${section._id}`} label={T.galleryTitle} value={title} onChange={(e) => setTitle(e.target.value)} error={titleError || undefined} />
        <button type="submit" className="btn" disabled={busy}>
          {T.create}
        </button>
      </form>
      {galleries.length === 0 ? <p className={ui.muted}>{T.noGalleries}</p> : null}
      <ul className={ui.list}>
        {galleries.map((g) => (
          <li key={g._id} className={`${ui.listItem} ${openId === g._id ? ui.selected : ''}`} data-testid="gallery-row">
            <div className={ui.between}>
              <button type="button" className={ui.linkButton} onClick={() => setOpenId(g._id)} aria-expanded={openId === g._id}>
                {g.title} ({g.images.length})
              </button>
              <button
                type="button"
                className={`btn btn-danger ${ui.small}`}
                onClick={async () => {
                  if (await confirm({ message: T.confirmDelete(g.title) })) await run(() => editMenu(menu._id, 'mgallery', { sectionId: section._id, galleryId: g._id }));
                }}
              >
                {T.delete}
              </button>
            </div>
            <details>
              <summary aria-label={`${T.addImage} - ${g.title}`}>{T.addImage}</summary>
              <ImageUploadForm
                idPrefix={`quick-add-${g._id}`}
                label={`${T.addImage} - ${g.title}`}
                submitLabel={T.addImage}
                withNote
                noteLabel={T.note}
                target={{ path: 'image', model: 'gallery', data: { galleryId: g._id } }}
              />
            </details>
          </li>
        ))}
      </ul>
      {open ? <GalleryEditPanel key={open._id} sectionId={section._id} gallery={open} onClose={() => setOpenId(null)} /> : null}
    </Panel>
  );
}
