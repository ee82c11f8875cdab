/**
 * A colour value that may go into CSS as it is: #rgb…#rrggbbaa, rgb()/rgba(), hsl()/hsla() with plain numbers.
 * Anything else (`red;background:url(//evil)`, `expression(…)`, `var(…)`) is refused. Import-free, for client code too:
 * values are checked on output, wherever they are written into a style, not only when they were saved.
 */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function safeCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return CSS_COLOR.test(v) ? v : undefined;
}
