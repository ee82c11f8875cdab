'use client';

/* eslint-disable @next/next/no-img-element -- plain <img> with width/height: no image optimiser JS */
import { useEffect, useRef } from 'react';
import { formatPrice, unitPrice, type Currency } from '@/lib/menus/pricing';
import type { PublicItem } from '@/lib/menus/public-menu';
import { IMAGE_WIDTHS, imageUrl } from '@/lib/shared/upload-urls';
import { ItemPrice } from './ItemPrice';
import { DietaryBadges } from './DietaryBadges';
import { CloseIcon } from './icons';
import styles from './ItemDialog.module.css';
import { useDinerTexts } from './diner-lang';
import type { ItemNote } from './item-availability';
import { onDemand } from './on-demand';

// The cart form (react-hook-form + zod) loads when a popup first opens, not with the page (or once the diner uses the
// page, for the offline copy: OfflineSupport calls AddToCartForm.load, so the same chunk is kept). On an offline copy
// that never fetched it, the popup says that adding to the cart needs a connection.
const AddToCartForm = onDemand(() => import('@/components/cart/AddToCartForm').then((m) => m.AddToCartForm), {
  loading: () => <div className={styles.cartLoading} aria-busy="true" />,
  Unavailable: CartFormUnavailable,
});
export const loadCartForm = AddToCartForm.load;

function CartFormUnavailable() {
  const T = useDinerTexts();
  return (
    <p className={styles.soldOut} role="status" data-testid="cart-needs-connection">
      {T.cart.needsConnection}
    </p>
  );
}

type Props = {
  item: PublicItem | null;
  menuId: string;
  currency: Currency;
  purchase: boolean;
  version?: number;
  /** Why the item cannot be ordered now (sold out, outside its hours), when it cannot. */
  note?: ItemNote;
  onClose: () => void;
};

/** The item popup: a modal <dialog> (focus kept inside, Esc closes, focus returns to the card), sub-items, add to cart. */
export function ItemDialog({ item, menuId, currency, purchase, version, note, onClose }: Props) {
  const T = useDinerTexts();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (item && !d.open) d.showModal();
    if (!item && d.open) d.close();
  }, [item]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="item-dialog-title"
      onClose={onClose}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
      data-testid="item-dialog"
    >
      {item && (
        <div className={styles.inner}>
          <button type="button" className={styles.close} aria-label={T.menu.closeDialog} onClick={() => ref.current?.close()} autoFocus>
            <CloseIcon />
          </button>
          {item.image && (
            <img
              className={styles.image}
              src={imageUrl(item.image, { v: version })}
              srcSet={`${imageUrl(item.image, { small: true, v: version })} ${IMAGE_WIDTHS.small}w, ${imageUrl(item.image, { v: version })} ${IMAGE_WIDTHS.item}w`}
              sizes="(max-width: 560px) 100vw, 560px"
              width={IMAGE_WIDTHS.item}
              height={750}
              alt={T.menu.itemImage(item.title)}
            />
          )}
          <div className={styles.body}>
            <h2 id="item-dialog-title" className={styles.title} dir="auto">
              {item.title}
            </h2>
            {item.description && <p className={styles.description} dir="auto">{item.description}</p>}
            <DietaryBadges item={item} />
            <ItemPrice item={item} currency={currency} />
            {note ? (
              <p className={styles.soldOut} data-testid="item-unavailable">
                {note.soldOut && note.text === T.menu.soldOut ? T.cart.soldOut : note.text}
              </p>
            ) : purchase ? (
              <div className={styles.cart}>
                <AddToCartForm
                  key={item._id}
                  menuId={menuId}
                  item={{ _id: item._id, title: item.title, price: item.price, subItems: item.subItems, sale: item.sale, optionGroups: item.optionGroups }}
                  currency={currency}
                  onAdded={() => ref.current?.close()}
                />
              </div>
            ) : (
              item.subItems.length > 0 && (
                <div className={styles.subItems}>
                  <h3 className={styles.subTitle}>{T.menu.sizes}</h3>
                  <ul>
                    {item.subItems.map((s, i) => (
                      <li key={i}>
                        <span dir="auto">{s.title}</span>
                        <span className={styles.subPrice}>{formatPrice(unitPrice(item, i, 0, currency), currency, T.lang)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
