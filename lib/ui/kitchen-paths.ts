/** The kitchen's screens: each station's display, the one kitchen's (a menu without stations) and the expo view of every station. */
export const EXPO = 'expo';
export const kitchenScreenPath = (menuId: string) => `/m/${menuId}/admin/kitchen`;
export const kitchenDisplayPath = (menuId: string, station: string) => `/m/${menuId}/admin/kitchen/${station}`;
/** A display's path (the shell shows it without its navigation: the whole tablet is the tickets). */
export const isKitchenDisplayPath = (pathname: string) => /^\/m\/[^/]+\/admin\/kitchen\/[^/]+\/?$/.test(pathname);
