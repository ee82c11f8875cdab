import { isOnSale } from '@/lib/menus/deals-section';
import { formatPrice, salePrice, saleText, type Currency } from '@/lib/menus/pricing';
import type { PublicItem } from '@/lib/menus/public-menu';
import styles from './ItemCard.module.css';
import { useDinerLang } from './diner-lang';

/** Price, or the sale text with the discounted price and the original struck through (spec §4 Item sale). */
export function ItemPrice({ item, currency }: { item: Pick<PublicItem, 'price' | 'sale'>; currency: Currency }) {
  const lang = useDinerLang();
  if (!isOnSale(item)) {
    return (
      <p className={styles.priceRow}>
        <span className={styles.price} data-testid="item-price">
          {formatPrice(item.price, currency, lang)}
        </span>
      </p>
    );
  }
  return (
    <div className={styles.priceRow}>
      <span className={styles.saleText} data-testid="sale-text">
        {saleText(item.sale.offPrice, lang)}
      </span>
      <span className={styles.price} data-testid="sale-price">
        {formatPrice(salePrice(item.price, item.sale.offPrice, currency), currency, lang)}
      </span>
      <s className={styles.oldPrice} data-testid="old-price">
        {formatPrice(item.price, currency, lang)}
      </s>
    </div>
  );
}
