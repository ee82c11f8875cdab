'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAdmin } from '@/components/admin/AdminContext';
import { useAdminAction } from '@/components/admin/public-info/use-admin-action';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { editMenu } from '@/lib/menus/edits/client';
import { editGallerySchema, GALLERY_DISPLAYS } from '@/lib/validation/gallery';
import { ADMIN_NOTICES, GALLERY_TEXT as T, PUBLIC_INFO_TEXT } from '@/lib/i18n/ar';
import { GalleryImageRow } from './GalleryImageRow';
import type { GalleryView } from './gallery-view';
import styles from '@/components/admin/public-info/AdminPanel.module.css';

type Values = { title: string; display: (typeof GALLERY_DISPLAYS)[number] };

/** The edit panel of one gallery (spec §2): title, display mode, and each image. */
export function GalleryEditPanel({ sectionId, gallery, onClose }: { sectionId: string; gallery: GalleryView; onClose(): void }) {
  const { menu } = useAdmin();
  const { run } = useAdminAction();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(editGallerySchema), defaultValues: { title: gallery.title, display: gallery.display ?? 'scroll' } });
  const save = (v: Values) => run(() => editMenu(menu._id, 'egallery', { sectionId, galleryId: gallery._id }, v), ADMIN_NOTICES.edited);

  return (
    <section className={`${styles.card} ${styles.selected}`} aria-labelledby={`edit-${gallery._id}`} data-testid="gallery-edit-panel">
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <h4 id={`edit-${gallery._id}`} className={styles.subtitle}>
          {T.edit}: {gallery.title}
        </h4>
        <button type="button" className={`btn btn-secondary ${styles.small}`} onClick={onClose}>
          {T.close}
        </button>
      </div>
      <form onSubmit={handleSubmit(save)} noValidate id={`gallery-edit-${gallery._id}`}>
        <FormField label={T.galleryTitle} error={errors.title?.message} {...register('title')} />
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
          <legend style={{ fontWeight: 600 }}>{T.display}</legend>
          {GALLERY_DISPLAYS.map((d) => (
            <label key={d} style={{ marginInlineEnd: 16 }}>
              <input type="radio" value={d} {...register('display')} /> {d === 'scroll' ? T.displayScroll : T.displayShowAll}
            </label>
          ))}
        </fieldset>
        <SubmitButton busy={isSubmitting} busyText={PUBLIC_INFO_TEXT.saving} className={`btn ${styles.small}`}>
          {T.save}
        </SubmitButton>
      </form>
      {gallery.images.length === 0 ? <p className={styles.muted}>{T.noImages}</p> : null}
      <ul className={styles.list} style={{ marginBlockStart: 12 }}>
        {gallery.images.map((img, i) => (
          <GalleryImageRow key={`${img.image}-${i}`} sectionId={sectionId} galleryId={gallery._id} galleryTitle={gallery.title} index={i} image={img.image} note={img.note ?? ''} />
        ))}
      </ul>
    </section>
  );
}
