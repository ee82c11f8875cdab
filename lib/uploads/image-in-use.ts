import { Menu } from '../../models/Menu';

/** True when any menu still shows this stored image (header, logo, an item or a gallery entry). */
export async function imageInUse(name: string): Promise<boolean> {
  return Boolean(await Menu.exists(showsImage(name)));
}

/** The condition "the menu shows this stored image" (header, logo, an item or a gallery entry). */
export function showsImage(name: string) {
  return {
    $or: [
      { menuMainImage: name },
      { 'institution.logo': name },
      { 'sections.items.image': name },
      { 'sections.galleries.images.image': name },
    ],
  };
}
