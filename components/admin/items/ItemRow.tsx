'use client';

/* eslint-disable @next/next/no-img-element -- a small stored thumbnail */
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import type { AdminItem } from '@/lib/menus/admin-menu';
import { formatPrice, salePrice, saleText, type Currency } from '@/lib/menus/pricing';
import { imageUrl } from '@/lib/shared/upload-urls';
import { ImageUploadForm } from '../ImageUploadForm';
import { SubItemsSummary } from './SubItemsSummary';
import ui from '../ui/admin-ui.module.css';
import styles from './Items.module.css';

type Props = { item: AdminItem; currency: Currency; version?: string; onOpen: () => void; controls: React.ReactNode; note?: string | null };

/**
 * One item on the items screen (spec §2): title, itemname, display type, price with the currency, description, sale
 * text with the discounted price, image with its add/replace form, interest count. A click opens the edit panel.
 */
export function ItemRow({ item, currency, version, onOpen, controls, note }: Props) {
  const onSale = Boolean(item.sale?.onSale && item.sale.offPrice);
  return (
    <article
      className={`${styles.item} ${note ? styles.soldOut : ''}`}
      data-testid="admin-item"
      data-item-id={item._id}
      data-itemname={item.itemname}
      onClick={(e) => {
        // The whole card opens the panel, except its own controls (the title button is the keyboard's way in).
        if (!(e.target as Element).closest('button, a, input, select, label, summary, details, form')) onOpen();
      }}
    >
      <div className={styles.thumb}>
        {item.image ? (
          <img src={imageUrl(item.image, { small: true, v: version })} alt={ADMIN_ITEMS_TEXT.imageOf(item.title)} width={88} height={88} />
        ) : (
          <span className={styles.noImage}>{ADMIN_ITEMS_TEXT.noImage}</span>
        )}
      </div>
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}>
          <button type="button" className={ui.linkButton} onClick={onOpen} aria-haspopup="dialog" aria-label={ADMIN_ITEMS_TEXT.open(item.title)}>
            {item.title}
          </button>
          {item.pin && <span className={styles.badge}>{ADMIN_ITEMS_TEXT.pinned}</span>}
          {note && (
            <span className={`${styles.badge} ${styles.badgeMuted}`} data-testid="admin-item-unavailable">
              {note}
            </span>
          )}
        </h3>
        <p className={styles.meta}>
          <span dir="ltr">{item.itemname}</span> · {item.show?.type === 'large-image' ? ADMIN_ITEMS_TEXT.landscape : ADMIN_ITEMS_TEXT.standard}
        </p>
        <p className={styles.price}>
          <span className={`${ui.price} ${onSale ? styles.oldPrice : ''}`}>
            {formatPrice(item.price, currency)}
          </span>
          {onSale && (
            <>
              {' '}
              <strong className={ui.price} data-testid="admin-sale-price">{formatPrice(salePrice(item.price, item.sale!.offPrice, currency), currency)}</strong>{' '}
              <span className={styles.saleText}>{saleText(item.sale!.offPrice)}</span>
            </>
          )}
        </p>
        {item.description && <p className={styles.description}>{item.description}</p>}
        <SubItemsSummary subItems={item.subItems ?? []} currency={currency} />
        <p className={styles.meta}>{ADMIN_ITEMS_TEXT.interest(item.interestRecords ?? 0)}</p>
        <details className={styles.upload}>
          <summary aria-label={ADMIN_ITEMS_TEXT.imageSwitchOf(item.image ? ADMIN_ITEMS_TEXT.replaceImage : ADMIN_ITEMS_TEXT.addImage, item.title)}>
            {item.image ? ADMIN_ITEMS_TEXT.replaceImage : ADMIN_ITEMS_TEXT.addImage}
          </summary>
          <ImageUploadForm target={{ path: 'image', model: 'item', data: { itemId: item._id } }} idPrefix={`item-image-${item._id}`} />
        </details>
      </div>
      {controls ? <div className={styles.itemControls}>{controls}</div> : null}
    </article>
  );
}
