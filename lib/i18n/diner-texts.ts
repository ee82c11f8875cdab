import { CART_TEXT, DIETARY_TEXT_AR, DINER_ORDER_TEXT, MENU_TEXT, OPEN_STATUS_TEXT_AR, TABLE_TEXT } from './diner-ar';
import { COMMON_TEXT } from './common-ar';
import { CART_TEXT_EN, COMMON_TEXT_EN, DIETARY_TEXT_EN, DINER_ORDER_TEXT_EN, MENU_TEXT_EN, OPEN_STATUS_TEXT_EN, TABLE_TEXT_EN } from './diner-en';
import type { Lang } from './lang';

/**
 * Every word of the diner's pages (the public menu, the cart, the order status page, the chat message) in the page's
 * language: `dinerTexts(lang)`. Server components are handed the language; client components read it from
 * the page (components/menu/diner-lang.tsx).
 */
export type DinerOrderTexts = Pick<
  typeof DINER_ORDER_TEXT,
  | 'status' | 'title' | 'pageTitle' | 'missingTitle' | 'missingBody' | 'total' | 'note' | 'live' | 'canceledNote' | 'cancelMine' | 'cancelMineConfirm' | 'keepOrder' | 'canceledByYou' | 'awaitingNote' | 'canceledMine' | 'callRestaurant' | 'offline' | 'backToMenu' | 'sending' | 'noteLabel' | 'notePlaceholder'
  | 'messageHead' | 'messageBranch' | 'messageNote' | 'messageStatus' | 'callWaiter' | 'askBill' | 'callSent' | 'yourOrder'
>;
export type TableTexts = Pick<typeof TABLE_TEXT, 'label' | 'orderFrom' | 'unknownLink' | 'choose' | 'orderingPaused'>;
export type OpenStatusTexts = {
  opened: string;
  closed: string;
  closesIn: (duration: string) => string;
  opensIn: (duration: string) => string;
  noSchedule: string;
  hoursMinutes: (hours: number, minutes: number) => string;
  days: (n: number) => string;
};

export interface DinerTexts {
  lang: Lang;
  dir: 'rtl' | 'ltr';
  menu: typeof MENU_TEXT;
  cart: typeof CART_TEXT;
  order: DinerOrderTexts;
  table: TableTexts;
  dietary: typeof DIETARY_TEXT_AR;
  common: typeof COMMON_TEXT;
  openStatus: OpenStatusTexts;
}

const TEXTS: Record<Lang, DinerTexts> = {
  ar: {
    lang: 'ar',
    dir: 'rtl',
    menu: MENU_TEXT,
    cart: CART_TEXT,
    order: DINER_ORDER_TEXT,
    table: TABLE_TEXT,
    dietary: DIETARY_TEXT_AR,
    common: COMMON_TEXT,
    openStatus: OPEN_STATUS_TEXT_AR,
  },
  en: {
    lang: 'en',
    dir: 'ltr',
    menu: MENU_TEXT_EN,
    cart: CART_TEXT_EN,
    order: DINER_ORDER_TEXT_EN,
    table: TABLE_TEXT_EN,
    dietary: DIETARY_TEXT_EN,
    common: COMMON_TEXT_EN,
    openStatus: OPEN_STATUS_TEXT_EN,
  },
};

export function dinerTexts(lang: Lang): DinerTexts {
  return TEXTS[lang] ?? TEXTS.ar;
}

/**
 * A diner's page title written whole in the page's language ('Cart | Digital menu'): the site's title template is
 * Arabic, so an English page would otherwise read 'Cart | منيو رقمي'.
 */
export const dinerPageTitle = (lang: Lang, title: string) => ({ absolute: `${title} | ${dinerTexts(lang).menu.poweredBy}` });
