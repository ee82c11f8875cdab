import { Menu } from '../../models/Menu';

/** How an order's menu is loaded with it: the fields an order shows, the model named (so no import order matters). */
export const MENU_POPULATE = { path: 'menu', model: Menu, select: 'username active institution.name' };
