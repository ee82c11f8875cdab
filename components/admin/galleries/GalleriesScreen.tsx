'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { GALLERY_TEXT as T } from '@/lib/i18n/ar';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { ScreenHeader } from '../ui/ScreenHeader';
import { NoSectionsYet } from '../ui/NoSectionsYet';
import { MenuProviderContactLinks } from '../ui/MenuProviderContactLinks';
import { SectionGalleries } from './SectionGalleries';
import ui from '../ui/admin-ui.module.css';

/** Galleries (spec §2): only above plan 1; below it, the paid-feature notice (the server refuses the ops too). */
export function GalleriesScreen() {
  const { menu } = useAdmin();
  const allowed = (menu.plan ?? 0) > 1;
  return (
    <div id={adminScreenId('galleries')} className={ui.screen}>
      <ScreenHeader title={T.title} />
      {!allowed ? (
        <div className={ui.notice} role="note" data-testid="galleries-paid-notice">
          <p>{T.paidFeature}</p>
          <MenuProviderContactLinks />
        </div>
      ) : menu.sections.length === 0 ? (
        <NoSectionsYet />
      ) : (
        <div className={ui.grid}>
          {menu.sections.map((s) => (
            <SectionGalleries key={s._id} section={s} />
          ))}
        </div>
      )}
    </div>
  );
}
