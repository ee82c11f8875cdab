import type { AdminSection } from '@/lib/menus/admin-menu';

/** A gallery as the admin JSON carries it (the inferred type of nested subdocument arrays is too loose to use). */
export type GalleryView = {
  _id: string;
  title: string;
  display: 'scroll' | 'show-all';
  images: { image: string; note?: string; translations?: { en?: { note?: string } } }[];
  /** The English sides. */
  translations?: { en?: { title?: string } };
};
export const galleriesOf = (section: AdminSection) => (section.galleries ?? []) as unknown as GalleryView[];
