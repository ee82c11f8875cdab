import type { Lang } from '../i18n/lang';
import type { PricedCart } from './priced-cart';

/** The cart as the diner reads it: on the English page, each English title the menu has, else the Arabic. */
export function localizeCart(cart: PricedCart, lang: Lang): PricedCart {
  if (lang !== 'en') return cart;
  return {
    ...cart,
    menu: { ...cart.menu, name: cart.menu.translations?.en.name || cart.menu.name },
    items: cart.items.map((line) => ({
      ...line,
      item: { ...line.item, title: line.translations?.en.title || line.item.title },
      subItemTitle: line.subItemTitle === null ? null : line.translations?.en.subItemTitle || line.subItemTitle,
      options: line.options.map(({ translations, ...o }) => ({ ...o, title: translations?.en.title || o.title })),
    })),
  };
}
