'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { ImageUploadForm } from '@/components/admin/ImageUploadForm';
import { Panel } from '../ui/Panel';
import { imageUrl } from '@/lib/shared/upload-urls';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import ui from '../ui/admin-ui.module.css';

/** Uploads of the header image and the logo (spec §2 PublicInfo), each with a preview and progress. */
export function MenuImagesCard() {
  const { menu } = useAdmin();
  const v = menu.updatedAt;
  return (
    <Panel title={T.images}>
      <div className={ui.grid}>
        <ImageUploadForm
          idPrefix="upload-main-image"
          label={T.mainImage}
          preview={imageUrl(menu.menuMainImage, { v })}
          submitLabel={T.upload}
          successMessage={T.uploaded}
          target={{ path: 'menuMainImage', model: 'menu' }}
        />
        <ImageUploadForm
          idPrefix="upload-logo"
          label={T.logo}
          preview={imageUrl(menu.institution?.logo, { v })}
          submitLabel={T.upload}
          successMessage={T.uploaded}
          target={{ path: 'institution.logo', model: 'menu' }}
        />
      </div>
    </Panel>
  );
}
