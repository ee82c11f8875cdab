import { GalleriesScreen } from '@/components/admin/galleries/GalleriesScreen';

/** /m/{id}/admin/galleries: the shell (layout) provides the menu; the screen is a client component. */
export default function Page() {
  return <GalleriesScreen />;
}
