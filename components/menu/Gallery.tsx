/* eslint-disable @next/next/no-img-element -- plain <img> with width/height: no image optimiser JS */
import type { PublicGallery } from '@/lib/menus/public-menu';
import { imageUrl } from '@/lib/shared/upload-urls';
import styles from './Gallery.module.css';
import { useDinerTexts } from './diner-lang';

/** A gallery: 'scroll' is a horizontal scroller, 'show-all' a grid; notes under the images. */
export function Gallery({ gallery, version }: { gallery: PublicGallery; version?: number }) {
  const T = useDinerTexts();
  if (gallery.images.length === 0) return null;
  const scroll = gallery.display === 'scroll';
  return (
    <div className={styles.gallery} data-testid="gallery" data-display={gallery.display}>
      <h3 className={styles.title} dir="auto">{gallery.title}</h3>
      <ul className={scroll ? styles.scroller : styles.grid} tabIndex={scroll ? 0 : undefined} aria-label={gallery.title}>
        {gallery.images.map((img, i) => (
          <li key={`${img.image}-${i}`}>
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={imageUrl(img.image, { small: true, v: version })}
                width={480}
                height={360}
                alt={T.menu.galleryImage(gallery.title, i + 1)}
                loading="lazy"
                decoding="async"
              />
              {img.note && <figcaption className={styles.note} dir="auto">{img.note}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
