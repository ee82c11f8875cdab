/** A stored menu colour (already a CSS colour, lib/validation/css-color.ts) as pdfkit takes it: hex or [r, g, b]. */
export function pdfColor(color: string | null | undefined, fallback: string): string | [number, number, number] {
  const c = String(color ?? '').trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{1,2})?$/i.exec(c);
  if (hex && (hex[1].length === 6 || !hex[2] || hex[2].length === 1)) return `#${hex[1]}`;
  const rgb = /^rgba?\(\s*([\d.]+)%?[\s,]+([\d.]+)%?[\s,]+([\d.]+)%?/i.exec(c);
  if (rgb) return [rgb[1], rgb[2], rgb[3]].map((n) => Math.max(0, Math.min(255, Math.round(Number(n))))) as [number, number, number];
  // pdfkit knows the CSS colour names.
  if (/^[a-z]+$/i.test(c) && !/^(transparent|currentcolor)$/i.test(c)) return c.toLowerCase();
  return fallback;
}
