import type { CSSProperties } from 'react';
import type { PublicMenu } from '@/lib/menus/public-menu';

/**
 * The menu's colours as CSS variables on the page root (spec §2 Theme colours). The generic --color-* variables are
 * overridden too, so shared components (buttons, the cart form) follow the restaurant's theme.
 * Colours were validated in toPublicMenu (hex/rgb/hsl only), so nothing else can reach the style attribute.
 */
export function themeStyle(colors: PublicMenu['colors']): CSSProperties {
  return {
    '--menu-main': colors.mainColor,
    '--menu-tint': colors.tintColor,
    '--menu-shade': colors.shadeColor,
    '--menu-secondary': colors.secondaryColor,
    '--color-main': colors.mainColor,
    '--color-secondary': colors.secondaryColor,
    '--color-shade': colors.shadeColor,
    '--color-tint': colors.tintColor,
  } as CSSProperties;
}
