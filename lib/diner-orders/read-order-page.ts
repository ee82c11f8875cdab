import { Menu } from '../../models/Menu';
import { DinerOrder } from '../../models/DinerOrder';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';
import { safeCssColor } from '../validation/css-color';
import { connectDb } from '../db';
import type { Lang } from '../i18n/lang';
import { canPurchase } from '../menus/public-menu';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { orderBranchAddress } from './order-branch-address';

export type OrderPage = {
  order: DinerOrderView;
  /**
   * phone: the restaurant's, for the diner to call about a canceled order ('' when it has none); canCall: the menu
   * takes orders now, so its tables may call the waiter and ask for the bill; branch: where the order is made
   * (lib/diner-orders/order-branch-address.ts), null when there is nothing to say.
   */
  menu: { name: string; link: string; phone: string; canCall: boolean; branch: string | null; colors: { mainColor: string; secondaryColor: string; shadeColor: string; tintColor: string } };
};

/**
 * What the diner's status page /o/{orderId} shows: the order and its restaurant (named in English on the
 * English page where the menu has an English name); null for no such order.
 */
export async function readOrderPage(orderId: string, lang: Lang = 'ar'): Promise<OrderPage | null> {
  if (!CART_ID_PATTERN.test(orderId)) return null;
  await connectDb();
  const stored = await DinerOrder.findById(orderId).lean<StoredDinerOrder>();
  if (!stored) return null;
  const menu = await Menu.findById(stored.menu).select('username institution.name institution.contact.phone institution.location.address colors plan settings.english settings.doMenuPurchase translations.en.name translations.en.address branches').lean();
  const order = dinerOrderView(stored);
  const englishName = lang === 'en' && menu?.settings?.english ? menu.translations?.en?.name : undefined;
  const c = menu?.colors;
  return {
    order,
    menu: {
      name: englishName || menu?.institution?.name || '',
      link: `/m/${menu?.username || String(stored.menu)}`,
      phone: menu?.institution?.contact?.phone ?? '',
      canCall: menu ? canPurchase(menu) : false,
      branch: orderBranchAddress(menu, order, lang === 'en' && Boolean(menu?.settings?.english)),
      colors: {
        mainColor: safeCssColor(c?.mainColor) ?? '#8d1b3d',
        secondaryColor: safeCssColor(c?.secondaryColor) ?? '#f4b942',
        shadeColor: safeCssColor(c?.shadeColor) ?? '#5e1229',
        tintColor: safeCssColor(c?.tintColor) ?? '#f8e9ee',
      },
    },
  };
}
