/* eslint-disable @next/next/no-img-element -- plain <img> with width/height and srcset: no image optimiser JS */
import { memo } from 'react';
import { isOnSale } from '@/lib/menus/deals-section';
import type { Currency } from '@/lib/menus/pricing';
import type { PublicItem } from '@/lib/menus/public-menu';
import { IMAGE_WIDTHS, imageUrl } from '@/lib/shared/upload-urls';
import { ItemPrice } from './ItemPrice';
import { DietaryBadges } from './DietaryBadges';
import styles from './ItemCard.module.css';
import { useDinerTexts } from './diner-lang';
import type { ItemNote } from './item-availability';

type Props = { item: PublicItem; currency: Currency; version?: number; note?: ItemNote };

/**
 * An item card (in the server HTML, rendered by MenuSections): standard (small image at the side) or landscape (large
 * image on top). The title is a button that opens the item popup; the whole card is its click area. The centre marker
 * feeds interest tracking; once the diner dwelt on the item, a purchasable menu marks the card (data-interested) and
 * shows the tap-to-order prompt (added on the DOM by tap-prompt.ts). An item that cannot be ordered now (sold out, or
 * outside its hours: `note`) is greyed with a note; item-availability.ts keeps static cards up to date.
 */
export const ItemCard = memo(function ItemCard({ item, currency, version, note }: Props) {
  const T = useDinerTexts();
  const large = item.showType === 'large-image';
  const sale = isOnSale(item);
  const img = item.image;
  const shape = large ? styles.large : img ? styles.small : `${styles.small} ${styles.textOnly}`;
  return (
    <article
      className={`${styles.card} ${shape}`}
      data-item-id={item._id}
      data-testid="menu-item"
      data-pinned={item.pin || undefined}
      data-unavailable={note ? true : undefined}
      data-sold-out={note?.soldOut || undefined}
    >
      {/* Card images load lazily (the browser still fetches the ones on screen at once), leaving the bandwidth of the
          first moments to the header image; phones get the small variant, wide screens the full one for large cards. */}
      {img &&
        (large ? (
          <picture>
            <source media="(min-width: 721px)" srcSet={imageUrl(img, { v: version })} />
            <img
              className={styles.image}
              src={imageUrl(img, { small: true, v: version })}
              width={IMAGE_WIDTHS.small}
              height={300}
              alt={T.menu.itemImage(item.title)}
              loading="lazy"
            />
          </picture>
        ) : (
          <img
            className={styles.image}
            src={imageUrl(img, { small: true, v: version })}
            width={112}
            height={112}
            alt={T.menu.itemImage(item.title)}
            loading="lazy"
          />
        ))}
      <div className={styles.body}>
        <h3 className={styles.title} dir="auto">
          <button type="button" className={styles.open} aria-haspopup="dialog">
            {item.title}
          </button>
        </h3>
        {item.description && <p className={styles.description} dir="auto">{item.description}</p>}
        <DietaryBadges item={item} compact />
        <ItemPrice item={item} currency={currency} />
        {note && (
          <span className={styles.soldOutBadge} data-item-note="">
            {note.text}
          </span>
        )}
        {sale && (
          // The badge sits in the card's inline-end corner (over the image); only its text reads left to right.
          <span className={styles.ribbon}>
            <span dir="ltr">{`-${Math.round(item.sale.offPrice * 100)}%`}</span>
          </span>
        )}
      </div>
      <span className={styles.centre} data-centre aria-hidden="true" />
    </article>
  );
});
