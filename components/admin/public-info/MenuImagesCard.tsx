'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { useToast } from '@/components/ui/Toasts';
import { uploadImage } from '@/lib/uploads/upload-image';
import { imageUrl } from '@/lib/uploads/urls';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { ImageUploadField } from './ImageUploadField';
import styles from './AdminPanel.module.css';
import { AdminCard } from '@/components/admin/public-info/AdminCard';

/** Uploads of the header image and the logo (spec §2 PublicInfo), each with a preview and progress. */
export function MenuImagesCard() {
  const { menu, reload } = useAdmin();
  const toast = useToast();
  const send = (path: 'menuMainImage' | 'institution.logo') => async (file: File, onProgress: (f: number) => void) => {
    await uploadImage({ path, model: 'menu', data: { menuId: menu._id }, file }, onProgress);
    toast.success(T.uploaded);
    reload();
  };
  const v = menu.updatedAt;
  return (
    <AdminCard title={T.images}>
      <div className={styles.grid}>
        <ImageUploadField id="upload-main-image" label={T.mainImage} current={imageUrl(menu.menuMainImage, { v })} upload={send('menuMainImage')} />
        <ImageUploadField id="upload-logo" label={T.logo} current={imageUrl(menu.institution?.logo, { v })} upload={send('institution.logo')} />
      </div>
    </AdminCard>
  );
}
