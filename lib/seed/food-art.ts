/**
 * Flat food illustrations for the demo menu, drawn as SVG and rasterised by sharp (the seed has no internet, so it
 * cannot fetch photos). Each dish kind is a small drawing routine; a seeded random generator varies colours, garnish
 * and layout so every item gets its own picture, and the same seed always gives the same picture.
 */

export type DishKind =
  | 'grill'
  | 'rice'
  | 'dip'
  | 'salad'
  | 'soup'
  | 'flatbread'
  | 'wrap'
  | 'knafeh'
  | 'baklava'
  | 'pudding'
  | 'cold-drink'
  | 'hot-drink';

export interface DishArt {
  kind: DishKind;
  /** Any text; the same seed draws the same picture. */
  seed: string;
  /** Main colour of the food (sauce, drink, topping); a sensible default per kind. */
  color?: string;
  /** Secondary colour (garnish, second ingredient). */
  accent?: string;
}

type Rng = () => number;

/** mulberry32 seeded by a string hash: small, fast, deterministic. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;
const range = (rng: Rng, a: number, b: number) => a + (b - a) * rng();
const pick = <T,>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** Lighten (amt > 0) or darken (amt < 0) a #rrggbb colour. */
export function shade(hex: string, amt: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amt >= 0 ? v + (255 - v) * amt : v * (1 + amt))));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

const W = 800;
const H = 600;

function defs(): string {
  return `<defs>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".82" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="plate" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.75" stop-color="#f3efe8"/><stop offset="1" stop-color="#ddd5c8"/></radialGradient>
  <radialGradient id="shine" cx="35%" cy="30%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <linearGradient id="steel" x1="0" x2="1"><stop offset="0" stop-color="#8d949b"/><stop offset=".5" stop-color="#e6e9ec"/><stop offset="1" stop-color="#8d949b"/></linearGradient>
</defs>`;
}

const TABLES = [
  { a: '#8a5a3b', b: '#6e4429', line: '#5a3620' }, // walnut
  { a: '#b98355', b: '#9c6a40', line: '#7f5230' }, // oak
  { a: '#3f4a52', b: '#323b42', line: '#262d33' }, // slate
  { a: '#d9c7a7', b: '#c9b38e', line: '#b09872' }, // light ash
  { a: '#7b2e2e', b: '#642424', line: '#4e1b1b' }, // red clay
  { a: '#2f5d50', b: '#264c41', line: '#1c3a31' }, // deep green tile
] as const;

/** A table top seen from above: planks or tiles, with a soft vignette. */
function table(rng: Rng): string {
  const t = pick(rng, TABLES);
  const id = `tb${Math.floor(rng() * 1e6)}`;
  let lines = '';
  if (rng() < 0.6) {
    const plank = range(rng, 110, 170);
    for (let y = plank; y < H; y += plank) lines += `<rect x="0" y="${f(y)}" width="${W}" height="3" fill="${t.line}" opacity=".55"/>`;
    for (let i = 0; i < 14; i++) {
      const y = range(rng, 0, H);
      lines += `<path d="M0 ${f(y)} C ${f(W * 0.3)} ${f(y + range(rng, -14, 14))}, ${f(W * 0.6)} ${f(y + range(rng, -14, 14))}, ${W} ${f(y + range(rng, -8, 8))}" stroke="${t.line}" stroke-width="${f(range(rng, 1, 2.5))}" fill="none" opacity=".25"/>`;
    }
  } else {
    const s = range(rng, 90, 130);
    for (let x = 0; x < W; x += s) lines += `<rect x="${f(x)}" y="0" width="2.5" height="${H}" fill="${t.line}" opacity=".5"/>`;
    for (let y = 0; y < H; y += s) lines += `<rect x="0" y="${f(y)}" width="${W}" height="2.5" fill="${t.line}" opacity=".5"/>`;
  }
  return `<defs><radialGradient id="${id}" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${t.a}"/><stop offset="1" stop-color="${t.b}"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/>${lines}
<rect width="${W}" height="${H}" fill="url(#shine)" opacity=".35"/>`;
}

const NAPKINS = ['#c0392b', '#2e86ab', '#e9c46a', '#f4f1de', '#6a994e', '#e76f51'];

/** A folded napkin with fork and knife beside the plate (left or right edge). */
function cutlery(rng: Rng, side: 'left' | 'right'): string {
  const nap = pick(rng, NAPKINS);
  const x = side === 'left' ? range(rng, 30, 60) : W - range(rng, 120, 150);
  const y = range(rng, 150, 230);
  const stripe = shade(nap, -0.25);
  return `<g>
  <rect x="${f(x + 6)}" y="${f(y + 8)}" width="90" height="300" rx="8" fill="#000" opacity=".25"/>
  <rect x="${f(x)}" y="${f(y)}" width="90" height="300" rx="8" fill="${nap}"/>
  <rect x="${f(x)}" y="${f(y + 30)}" width="90" height="6" fill="${stripe}" opacity=".6"/>
  <rect x="${f(x)}" y="${f(y + 264)}" width="90" height="6" fill="${stripe}" opacity=".6"/>
  <rect x="${f(x + 22)}" y="${f(y + 20)}" width="10" height="250" rx="5" fill="url(#steel)"/>
  <path d="M${f(x + 14)} ${f(y + 10)} h26 v50 q-13 14 -26 0z" fill="url(#steel)"/>
  <rect x="${f(x + 58)}" y="${f(y + 20)}" width="10" height="250" rx="5" fill="url(#steel)"/>
  <path d="M${f(x + 56)} ${f(y + 14)} q16 30 12 90 h-12z" fill="url(#steel)"/>
</g>`;
}

/** A round plate or shallow bowl seen from above, with its shadow. */
function plate(cx: number, cy: number, r: number, rim = '#e8e1d5', deep = false): string {
  const inner = deep ? r * 0.8 : r * 0.72;
  return `<ellipse cx="${f(cx + 14)}" cy="${f(cy + 18)}" rx="${f(r * 1.08)}" ry="${f(r * 1.08)}" fill="url(#shadow)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#plate)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 6)}" fill="none" stroke="${rim}" stroke-width="3" opacity=".7"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(inner)}" fill="${deep ? shade(rim, -0.12) : '#f7f3ec'}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(inner)}" fill="none" stroke="#d6cdbf" stroke-width="2"/>`;
}

function leaf(x: number, y: number, len: number, angle: number, color: string): string {
  const w = len * 0.45;
  return `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" d="M0 0 Q ${f(len / 2)} ${f(-w)} ${f(len)} 0 Q ${f(len / 2)} ${f(w)} 0 0z" fill="${color}"/>
<path transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" d="M2 0 L ${f(len - 4)} 0" stroke="${shade(color, 0.35)}" stroke-width="1.5" opacity=".7"/>`;
}

/** Chopped parsley: small leaves scattered in a circle. */
function parsley(rng: Rng, cx: number, cy: number, r: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r;
    out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, range(rng, 9, 16), rng() * 360, pick(rng, ['#2d6a4f', '#40916c', '#52b788', '#1b4332']));
  }
  return out;
}

function dots(rng: Rng, cx: number, cy: number, r: number, n: number, colors: string[], size: [number, number]): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r;
    out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(range(rng, size[0], size[1]))}" fill="${pick(rng, colors)}"/>`;
  }
  return out;
}

function lemonWedge(x: number, y: number, angle: number, size = 1): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${size})">
  <path d="M-44 0 A44 44 0 0 1 44 0z" fill="#f2c14e"/>
  <path d="M-37 -2 A37 37 0 0 1 37 -2z" fill="#fbe7a1"/>
  ${[-60, -30, 0, 30, 60].map((a) => `<path d="M0 -2 L ${f(Math.sin((a * Math.PI) / 180) * 34)} ${f(-Math.cos((a * Math.PI) / 180) * 34)}" stroke="#f2c14e" stroke-width="2"/>`).join('')}
</g>`;
}

function tomatoSlice(x: number, y: number, r: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#d62828"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.78)}" fill="#e85d5d"/>
${[0, 120, 240].map((a) => `<ellipse cx="${f(x + Math.cos((a * Math.PI) / 180) * r * 0.42)}" cy="${f(y + Math.sin((a * Math.PI) / 180) * r * 0.42)}" rx="${f(r * 0.22)}" ry="${f(r * 0.14)}" transform="rotate(${a} ${f(x)} ${f(y)})" fill="#f7b2a0"/>`).join('')}
<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.14)}" fill="#f7c8b8"/>`;
}

function cucumberSlice(x: number, y: number, r: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#2d6a4f"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.85)}" fill="#b7e4c7"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.4)}" fill="#d8f3dc"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes (top view, plate centred)

function grill(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 235);
  // bread bed
  out += `<ellipse cx="${cx}" cy="${cy + 8}" rx="165" ry="120" fill="#e9c89b"/><ellipse cx="${cx}" cy="${cy + 8}" rx="150" ry="106" fill="#f1d7ae"/>`;
  out += dots(rng, cx, cy + 8, 140, 40, ['#d9a86c', '#c98f4f'], [2, 5]);
  const skewers = 2 + Math.floor(rng() * 2);
  for (let s = 0; s < skewers; s++) {
    const y = cy - 70 + s * (140 / (skewers - 1 || 1)) + range(rng, -8, 8);
    const tilt = range(rng, -8, 8);
    out += `<g transform="rotate(${f(tilt)} ${cx} ${f(y)})"><rect x="${cx - 200}" y="${f(y - 3)}" width="400" height="6" rx="3" fill="url(#steel)"/>`;
    let x = cx - 150;
    while (x < cx + 150) {
      const veg = rng() < 0.3;
      const w = veg ? range(rng, 18, 24) : range(rng, 34, 44);
      const fill = veg ? pick(rng, [accent, '#2a9d8f', '#e9c46a', '#f4f1de']) : shade(color, range(rng, -0.15, 0.1));
      out += `<rect x="${f(x)}" y="${f(y - 24)}" width="${f(w)}" height="48" rx="${veg ? 6 : 14}" fill="${fill}"/>`;
      if (!veg) {
        out += `<rect x="${f(x + 4)}" y="${f(y - 20)}" width="${f(w - 8)}" height="14" rx="7" fill="${shade(color, 0.25)}" opacity=".5"/>`;
        out += `<path d="M${f(x + w * 0.3)} ${f(y - 22)} l${f(w * 0.3)} 44 M${f(x + w * 0.65)} ${f(y - 22)} l${f(w * 0.3)} 44" stroke="${shade(color, -0.55)}" stroke-width="4" opacity=".55"/>`;
      }
      x += w + 4;
    }
    out += '</g>';
  }
  // grilled tomato and green chilli
  out += `<circle cx="${cx + 150}" cy="${cy + 130}" r="38" fill="#c1121f"/><circle cx="${cx + 140}" cy="${cy + 120}" r="14" fill="#fff" opacity=".25"/><path d="M${cx + 140} ${cy + 95} l8 8 l8 -8" stroke="#2d6a4f" stroke-width="5" fill="none"/>`;
  out += `<path d="M${cx - 190} ${cy + 120} q 60 40 130 10" stroke="#38761d" stroke-width="22" stroke-linecap="round" fill="none"/><path d="M${cx - 186} ${cy + 114} q 60 36 122 8" stroke="#6aa84f" stroke-width="6" stroke-linecap="round" fill="none" opacity=".7"/>`;
  out += parsley(rng, cx - 20, cy + 150, 60, 14);
  return out;
}

function rice(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 240, '#c9a227');
  out += `<circle cx="${cx}" cy="${cy}" r="175" fill="${shade(color, 0.55)}"/><circle cx="${cx}" cy="${cy}" r="160" fill="${shade(color, 0.7)}"/>`;
  for (let i = 0; i < 260; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * 165;
    out += `<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" rx="6" ry="2.6" transform="rotate(${f(rng() * 180)} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})" fill="${pick(rng, ['#fffdf4', shade(color, 0.8), shade(color, 0.5)])}"/>`;
  }
  // meat pieces in the middle
  const pieces = 4 + Math.floor(rng() * 3);
  for (let i = 0; i < pieces; i++) {
    const a = (i / pieces) * Math.PI * 2 + rng();
    const d = range(rng, 20, 75);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += `<ellipse cx="${f(x + 4)}" cy="${f(y + 6)}" rx="44" ry="32" fill="#000" opacity=".2"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(range(rng, 36, 46))}" ry="${f(range(rng, 26, 34))}" transform="rotate(${f(rng() * 180)} ${f(x)} ${f(y)})" fill="${accent}"/>`;
    out += `<ellipse cx="${f(x - 8)}" cy="${f(y - 8)}" rx="16" ry="9" fill="${shade(accent, 0.3)}" opacity=".6"/>`;
  }
  // toasted almonds and pine nuts
  for (let i = 0; i < 26; i++) {
    const a = rng() * Math.PI * 2;
    const d = range(rng, 20, 150);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(range(rng, 7, 11))}" ry="4.5" transform="rotate(${f(rng() * 180)} ${f(x)} ${f(y)})" fill="${pick(rng, ['#e3c08d', '#d4a373', '#f1dcb5'])}" stroke="#b08150" stroke-width="1"/>`;
  }
  out += parsley(rng, cx, cy, 150, 22);
  return out;
}

function dip(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 230, '#5c7c8a', true);
  out += `<circle cx="${cx}" cy="${cy}" r="172" fill="${shade(color, -0.08)}"/>`;
  // swirled surface
  for (let r = 160; r > 30; r -= 26) {
    out += `<circle cx="${f(cx + range(rng, -6, 6))}" cy="${f(cy + range(rng, -6, 6))}" r="${r}" fill="none" stroke="${shade(color, -0.2)}" stroke-width="6" opacity=".35" stroke-dasharray="${f(r * 2)} ${f(r * 0.6)}"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="${shade(color, 0.35)}" stroke-width="4" opacity=".5" stroke-dasharray="${f(r * 1.5)} ${f(r)}"/>`;
  }
  // olive oil pool
  out += `<path d="M${cx - 70} ${cy - 10} q 40 -70 110 -30 q 50 40 -10 80 q -70 30 -100 -50z" fill="#c9b22c" opacity=".55"/>`;
  out += `<path d="M${cx - 40} ${cy - 20} q 30 -40 70 -16" stroke="#fff8c4" stroke-width="5" fill="none" opacity=".6" stroke-linecap="round"/>`;
  out += dots(rng, cx, cy, 60, 14, ['#e3c08d', '#d9b27c'], [7, 10]); // chickpeas
  out += dots(rng, cx, cy, 150, 45, [accent, shade(accent, -0.2)], [1.5, 3.5]); // paprika / sumac
  out += parsley(rng, cx + 40, cy + 40, 50, 8);
  // pita wedges on the side
  for (let i = 0; i < 3; i++) {
    const a = 200 + i * 25 + range(rng, -5, 5);
    out += `<path transform="translate(${cx} ${cy}) rotate(${f(a)})" d="M 240 -30 L 330 0 L 240 30 Q 225 0 240 -30z" fill="#e6c28b" stroke="#c99a5b" stroke-width="3"/>`;
  }
  return out;
}

function salad(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 235, shade(accent, -0.1), true);
  const fine = rng() < 0.4; // tabbouleh-like: many fine greens
  out += `<circle cx="${cx}" cy="${cy}" r="180" fill="${fine ? '#e9dcb8' : shade(color, -0.35)}"/>`;
  const leaves = fine ? 320 : 70;
  for (let i = 0; i < leaves; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * 165;
    out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, fine ? range(rng, 8, 14) : range(rng, 40, 80), rng() * 360, pick(rng, [color, shade(color, 0.2), shade(color, -0.2), '#95d5b2', '#74c69d']));
  }
  const toms = 5 + Math.floor(rng() * 4);
  for (let i = 0; i < toms; i++) {
    const a = rng() * Math.PI * 2;
    const d = range(rng, 30, 140);
    if (fine) out += `<rect x="${f(cx + Math.cos(a) * d)}" y="${f(cy + Math.sin(a) * d)}" width="16" height="16" rx="3" fill="#d62828"/>`;
    else out += tomatoSlice(cx + Math.cos(a) * d, cy + Math.sin(a) * d, range(rng, 20, 28));
  }
  if (!fine) {
    for (let i = 0; i < 5; i++) {
      const a = rng() * Math.PI * 2;
      const d = range(rng, 30, 140);
      out += cucumberSlice(cx + Math.cos(a) * d, cy + Math.sin(a) * d, range(rng, 18, 24));
    }
    for (let i = 0; i < 4; i++) {
      const a = rng() * Math.PI * 2;
      const d = range(rng, 20, 130);
      out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(range(rng, 16, 24))}" fill="none" stroke="#d8b4e2" stroke-width="4" opacity=".9"/>`;
    }
    // crispy bread (fattoush)
    out += dots(rng, cx, cy, 150, 12, ['#e0b170', '#c98f4f'], [8, 12]);
  } else {
    out += dots(rng, cx, cy, 160, 160, ['#f1e3c6', '#e2cf9f'], [2, 3.5]); // bulgur
  }
  out += lemonWedge(cx + 150, cy - 150, 35, 0.9);
  return out;
}

function soup(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 240, '#e0d7c6');
  out += `<circle cx="${cx + 8}" cy="${cy + 10}" r="178" fill="#000" opacity=".25"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="178" fill="${shade(accent, -0.1)}"/><circle cx="${cx}" cy="${cy}" r="150" fill="${color}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#shine)"/>`;
  out += `<path d="M${cx - 60} ${cy} q 30 -60 90 -20 q 40 40 -20 60 q -40 10 -30 -30" stroke="#fff6e0" stroke-width="8" fill="none" opacity=".75" stroke-linecap="round"/>`;
  out += dots(rng, cx, cy, 120, 14, ['#e0b170', '#c98f4f'], [7, 11]); // croutons
  out += dots(rng, cx, cy, 120, 30, ['#8d2b0b'], [1.5, 3]);
  out += parsley(rng, cx + 20, cy - 30, 40, 10);
  out += lemonWedge(cx + 170, cy + 170, -30, 0.8);
  // spoon
  out += `<g transform="rotate(-35 ${cx} ${cy})"><ellipse cx="${cx + 250}" cy="${cy}" rx="34" ry="24" fill="url(#steel)"/><rect x="${cx + 280}" y="${cy - 6}" width="130" height="12" rx="6" fill="url(#steel)"/></g>`;
  return out;
}

function flatbread(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = `<rect x="${cx - 250}" y="${cy - 230}" width="500" height="460" rx="30" fill="#000" opacity=".3"/>`;
  out += `<rect x="${cx - 260}" y="${cy - 240}" width="500" height="460" rx="30" fill="#a47148"/><rect x="${cx - 250}" y="${cy - 230}" width="480" height="440" rx="24" fill="#c08552"/>`;
  out += `<circle cx="${cx - 20}" cy="${cy - 10}" r="195" fill="#d9a066"/><circle cx="${cx - 20}" cy="${cy - 10}" r="178" fill="#e8bb80"/>`;
  out += `<circle cx="${cx - 20}" cy="${cy - 10}" r="165" fill="${color}" opacity=".9"/>`;
  out += dots(rng, cx - 20, cy - 10, 160, 320, [shade(color, -0.3), shade(color, 0.25), '#5a4a1c'], [1.5, 3.2]);
  out += dots(rng, cx - 20, cy - 10, 150, 40, ['#f3e3b3', '#fff7d6'], [2, 3.5]); // sesame
  if (accent !== color) out += dots(rng, cx - 20, cy - 10, 130, 18, [accent, shade(accent, 0.3)], [8, 14]);
  for (let i = 0; i < 14; i++) {
    const a = rng() * Math.PI * 2;
    out += `<circle cx="${f(cx - 20 + Math.cos(a) * 186)}" cy="${f(cy - 10 + Math.sin(a) * 186)}" r="${f(range(rng, 6, 12))}" fill="#b9773f" opacity=".55"/>`;
  }
  // cut lines
  for (const a of [0, 60, 120]) out += `<path transform="rotate(${a} ${cx - 20} ${cy - 10})" d="M${cx - 200} ${cy - 10} L ${cx + 160} ${cy - 10}" stroke="#c98f4f" stroke-width="3" opacity=".6"/>`;
  out += leaf(cx + 190, cy + 170, 60, -30, '#40916c') + leaf(cx + 200, cy + 160, 50, 20, '#2d6a4f');
  return out;
}

function wrap(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 240, '#3d405b');
  for (let i = 0; i < 2; i++) {
    const y = cy - 60 + i * 120 + range(rng, -10, 10);
    const rot = range(rng, -14, 14);
    out += `<g transform="rotate(${f(rot)} ${cx} ${f(y)})">
    <rect x="${cx - 170}" y="${f(y - 44)}" width="300" height="88" rx="44" fill="#000" opacity=".25"/>
    <rect x="${cx - 180}" y="${f(y - 50)}" width="300" height="96" rx="44" fill="#e9c89b"/>
    <path d="M${cx - 150} ${f(y - 46)} q 40 90 0 92 M${cx - 80} ${f(y - 46)} q 40 90 0 92 M${cx - 10} ${f(y - 46)} q 40 90 0 92" stroke="#c9995a" stroke-width="3" fill="none" opacity=".6"/>
    <ellipse cx="${cx + 120}" cy="${f(y)}" rx="34" ry="48" fill="#f1d7ae"/>
    <ellipse cx="${cx + 122}" cy="${f(y)}" rx="26" ry="38" fill="${color}"/>
    ${dots(rng, cx + 122, y, 26, 10, [accent, '#52b788', '#fff3d6'], [3, 6])}
    ${[-40, 0, 40].map((d) => `<rect x="${cx - 120 + d}" y="${f(y - 14)}" width="18" height="28" rx="4" fill="#d9a066" opacity=".5"/>`).join('')}
  </g>`;
  }
  // fries
  for (let i = 0; i < 16; i++) {
    const x = cx + 120 + range(rng, -30, 60);
    const y = cy + 120 + range(rng, -30, 60);
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(range(rng, 50, 80))}" height="12" rx="3" transform="rotate(${f(range(rng, -60, 60))} ${f(x)} ${f(y)})" fill="${pick(rng, ['#f4c430', '#e9b825', '#f7d65a'])}" stroke="#d19a0e" stroke-width="1"/>`;
  }
  // garlic sauce ramekin
  out += `<circle cx="${cx - 150}" cy="${cy + 150}" r="46" fill="#c7c1b4"/><circle cx="${cx - 150}" cy="${cy + 150}" r="38" fill="#fbf8ef"/><circle cx="${cx - 160}" cy="${cy + 140}" r="12" fill="#fff" opacity=".8"/>`;
  out += `<circle cx="${cx + 30}" cy="${cy + 200}" r="14" fill="#7fb069"/><circle cx="${cx + 55}" cy="${cy + 210}" r="12" fill="#c1121f"/>`;
  return out;
}

function knafeh(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 240, '#b08968');
  const round = rng() < 0.5;
  const clip = `kn${Math.floor(rng() * 1e6)}`;
  const shapes = round
    ? [`<circle cx="${cx}" cy="${cy}" r="175"/>`]
    : [
        `<rect x="${cx - 150}" y="${cy - 120}" width="170" height="150" rx="10"/>`,
        `<rect x="${cx + 0}" y="${cy - 20}" width="170" height="150" rx="10" transform="rotate(8 ${cx + 85} ${cy + 55})"/>`,
      ];
  for (const sh of shapes) out += sh.replace('/>', ` fill="#000" opacity=".25" transform-origin="0 0"/>`).replace('<', '<g transform="translate(6 8)"><') + '</g>';
  for (const sh of shapes) out += sh.replace('/>', ` fill="${color}"/>`);
  out += `<defs><clipPath id="${clip}">${shapes.join('')}</clipPath></defs><g clip-path="url(#${clip})">`;
  for (let i = 0; i < 200; i++) {
    const x = range(rng, cx - 200, cx + 200);
    const y = range(rng, cy - 200, cy + 200);
    out += `<path d="M${f(x)} ${f(y)} q ${f(range(rng, -20, 20))} ${f(range(rng, -10, 10))} ${f(range(rng, 10, 40))} ${f(range(rng, -10, 10))}" stroke="${pick(rng, [shade(color, -0.25), shade(color, 0.2)])}" stroke-width="2.5" fill="none" opacity=".8"/>`;
  }
  out += `<rect x="${cx - 200}" y="${cy - 200}" width="400" height="400" fill="url(#shine)"/></g>`;
  out += round ? dots(rng, cx, cy, 70, 70, [accent, shade(accent, 0.3)], [3, 6]) : dots(rng, cx - 65, cy - 45, 45, 30, [accent, shade(accent, 0.3)], [3, 5]) + dots(rng, cx + 85, cy + 55, 45, 30, [accent, shade(accent, 0.3)], [3, 5]);
  if (round) out += `<circle cx="${cx}" cy="${cy}" r="175" fill="none" stroke="${shade(color, -0.2)}" stroke-width="6"/>`;
  return out;
}

function baklava(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 240, '#6d597a');
  const size = 62;
  for (let row = -2; row <= 2; row++) {
    for (let col = -2; col <= 2; col++) {
      const x = cx + col * size + (row % 2 ? size / 2 : 0);
      const y = cy + row * size * 0.9;
      if (Math.hypot(x - cx, y - cy) > 150) continue;
      const diamond = rng() < 0.6;
      out += `<g transform="translate(${f(x)} ${f(y)})">`;
      out += `<rect x="-24" y="-24" width="48" height="48" rx="6" transform="rotate(${diamond ? 45 : 0}) translate(4 6)" fill="#000" opacity=".2"/>`;
      out += `<rect x="-26" y="-26" width="52" height="52" rx="6" transform="rotate(${diamond ? 45 : 0})" fill="${shade(color, -0.12)}"/>`;
      out += `<rect x="-20" y="-20" width="40" height="40" rx="5" transform="rotate(${diamond ? 45 : 0})" fill="${color}"/>`;
      out += `<path d="M-14 -8 h28 M-14 0 h28 M-14 8 h28" stroke="${shade(color, -0.25)}" stroke-width="1.5" opacity=".6" transform="rotate(${diamond ? 45 : 0})"/>`;
      out += `<circle r="9" fill="${accent}"/><circle r="4" cx="-2" cy="-2" fill="${shade(accent, 0.35)}"/></g>`;
    }
  }
  out += dots(rng, cx, cy, 200, 24, [accent], [2, 3.5]);
  return out;
}

function pudding(rng: Rng, color: string, accent: string): string {
  const cx = 420;
  const cy = 300;
  let out = plate(cx, cy, 200, '#9c6644', true);
  out += `<circle cx="${cx}" cy="${cy}" r="150" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="150" fill="url(#shine)"/>`;
  out += dots(rng, cx, cy, 70, 60, [accent, shade(accent, 0.3)], [3, 5]);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + rng();
    out += `<ellipse cx="${f(cx + Math.cos(a) * 95)}" cy="${f(cy + Math.sin(a) * 95)}" rx="14" ry="8" transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * 95)} ${f(cy + Math.sin(a) * 95)})" fill="#e5989b"/>`;
  }
  out += `<path d="M${cx - 60} ${cy - 30} q 60 -40 120 0" stroke="#fff" stroke-width="6" fill="none" opacity=".35" stroke-linecap="round"/>`;
  // a second small bowl of dates
  out += `<circle cx="${cx + 230}" cy="${cy + 150}" r="70" fill="#e0d7c6"/><circle cx="${cx + 230}" cy="${cy + 150}" r="56" fill="#f7f3ec"/>`;
  for (let i = 0; i < 5; i++) {
    const x = cx + 230 + range(rng, -28, 28);
    const y = cy + 150 + range(rng, -28, 28);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="22" ry="12" transform="rotate(${f(rng() * 180)} ${f(x)} ${f(y)})" fill="#6f1d1b"/><ellipse cx="${f(x - 4)}" cy="${f(y - 3)}" rx="8" ry="3" fill="#bb9457" opacity=".6"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Drinks (side view)

const WALLS = [
  ['#fbe8d3', '#f2c6a0'],
  ['#e3f2fd', '#b3d4f0'],
  ['#fdf0f5', '#f5c6d6'],
  ['#edf6e5', '#c7e2b2'],
  ['#fff4d6', '#f6d68b'],
  ['#efe7fb', '#cdbdf1'],
] as const;

function drinkScene(rng: Rng, body: string): string {
  const [a, b] = pick(rng, WALLS);
  const id = `wl${Math.floor(rng() * 1e6)}`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/>
<circle cx="${f(range(rng, 80, 200))}" cy="${f(range(rng, 60, 160))}" r="${f(range(rng, 60, 110))}" fill="#fff" opacity=".35"/>
<rect y="440" width="${W}" height="160" fill="#a47148"/><rect y="440" width="${W}" height="10" fill="#c08552"/>
${body}`;
}

function coldDrink(rng: Rng, color: string, accent: string): string {
  const cx = 400;
  const top = 130;
  const bottom = 470;
  const wt = 130;
  const wb = 100;
  let body = `<ellipse cx="${cx + 20}" cy="${bottom + 6}" rx="130" ry="20" fill="#000" opacity=".25"/>`;
  const level = top + range(rng, 40, 70);
  // liquid (slightly inset)
  body += `<path d="M${cx - wt + 10 + ((level - top) / (bottom - top)) * (wt - wb)} ${f(level)} L ${cx + wt - 10 - ((level - top) / (bottom - top)) * (wt - wb)} ${f(level)} L ${cx + wb - 8} ${bottom - 10} L ${cx - wb + 8} ${bottom - 10}z" fill="${color}"/>`;
  body += `<path d="M${cx - wt + 14} ${f(level)} L ${cx + wt - 14} ${f(level)}" stroke="${shade(color, 0.4)}" stroke-width="8" opacity=".8"/>`;
  body += `<path d="M${cx - wb + 30} ${bottom - 30} L ${cx - wt + 40} ${f(level + 20)}" stroke="${shade(color, 0.45)}" stroke-width="16" opacity=".35" stroke-linecap="round"/>`;
  // ice cubes
  for (let i = 0; i < 4; i++) {
    const x = cx + range(rng, -70, 40);
    const y = level + range(rng, 10, 140);
    body += `<rect x="${f(x)}" y="${f(y)}" width="44" height="44" rx="8" transform="rotate(${f(range(rng, -25, 25))} ${f(x + 22)} ${f(y + 22)})" fill="#fff" opacity=".35" stroke="#fff" stroke-width="2"/>`;
  }
  // bubbles
  body += dots(rng, cx, (level + bottom) / 2, 80, 18, ['#ffffff'], [2, 5]).replace(/<circle /g, '<circle opacity=".5" ');
  // mint or berries on top
  body += leaf(cx - 30, level - 2, 50, -150, '#2d6a4f') + leaf(cx - 20, level - 6, 44, -110, '#40916c');
  // glass outline and highlights
  body += `<path d="M${cx - wt} ${top} L ${cx + wt} ${top} L ${cx + wb} ${bottom} L ${cx - wb} ${bottom}z" fill="#fff" opacity=".18" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>`;
  body += `<path d="M${cx - wt + 22} ${top + 20} L ${cx - wb + 16} ${bottom - 20}" stroke="#fff" stroke-width="10" opacity=".55" stroke-linecap="round"/>`;
  // straw
  body += `<path d="M${cx + 40} ${bottom - 60} L ${cx + 80} ${top - 70}" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`;
  body += `<path d="M${cx + 44} ${bottom - 120} L ${cx + 76} ${top - 50}" stroke="#fff" stroke-width="4" stroke-dasharray="12 12" opacity=".7"/>`;
  // fruit slice on the rim
  body += `<g transform="translate(${cx - wt + 10} ${top + 4})"><circle r="50" fill="${shade(accent, -0.1)}"/><circle r="42" fill="${shade(accent, 0.45)}"/>
  ${[0, 45, 90, 135].map((a) => `<path d="M${f(-Math.cos((a * Math.PI) / 180) * 40)} ${f(-Math.sin((a * Math.PI) / 180) * 40)} L ${f(Math.cos((a * Math.PI) / 180) * 40)} ${f(Math.sin((a * Math.PI) / 180) * 40)}" stroke="${shade(accent, -0.05)}" stroke-width="3"/>`).join('')}</g>`;
  return drinkScene(rng, body);
}

function hotDrink(rng: Rng, color: string, accent: string): string {
  const cx = 400;
  let body = `<ellipse cx="${cx + 10}" cy="458" rx="220" ry="28" fill="#000" opacity=".25"/>`;
  body += `<ellipse cx="${cx}" cy="450" rx="210" ry="30" fill="#e9e3d6"/><ellipse cx="${cx}" cy="446" rx="170" ry="20" fill="#f7f3ec"/>`;
  const tea = rng() < 0.5;
  if (tea) {
    // tea glass with gold rim
    body += `<path d="M${cx - 85} 230 Q ${cx - 60} 330 ${cx - 80} 440 L ${cx + 80} 440 Q ${cx + 60} 330 ${cx + 85} 230z" fill="${color}" opacity=".92"/>`;
    body += `<path d="M${cx - 85} 230 L ${cx + 85} 230" stroke="${accent}" stroke-width="10"/><path d="M${cx - 80} 440 L ${cx + 80} 440" stroke="${accent}" stroke-width="8"/>`;
    body += `<path d="M${cx - 62} 250 Q ${cx - 44} 330 ${cx - 58} 420" stroke="#fff" stroke-width="10" opacity=".35" fill="none" stroke-linecap="round"/>`;
    body += leaf(cx + 20, 232, 70, -60, '#2d6a4f') + leaf(cx + 10, 236, 60, -120, '#40916c') + leaf(cx + 30, 234, 50, -20, '#52b788');
  } else {
    // cup with handle
    body += `<path d="M${cx + 110} 290 q 80 0 70 70 q -10 60 -80 50" stroke="${accent}" stroke-width="22" fill="none"/>`;
    body += `<path d="M${cx - 130} 250 L ${cx + 130} 250 Q ${cx + 125} 420 ${cx + 30} 440 L ${cx - 30} 440 Q ${cx - 125} 420 ${cx - 130} 250z" fill="${accent}"/>`;
    body += `<ellipse cx="${cx}" cy="250" rx="130" ry="26" fill="${shade(accent, -0.2)}"/><ellipse cx="${cx}" cy="252" rx="116" ry="20" fill="${color}"/>`;
    body += `<ellipse cx="${cx - 20}" cy="250" rx="50" ry="8" fill="${shade(color, 0.5)}" opacity=".7"/>`;
    body += `<path d="M${cx - 100} 280 Q ${cx - 90} 380 ${cx - 40} 420" stroke="#fff" stroke-width="12" opacity=".3" fill="none" stroke-linecap="round"/>`;
    body += `<path d="M${cx - 130} 300 h260" stroke="${shade(accent, 0.4)}" stroke-width="8" opacity=".6"/>`;
  }
  // steam
  for (let i = 0; i < 3; i++) {
    const x = cx - 40 + i * 40;
    body += `<path d="M${x} 200 q -25 -40 0 -80 q 25 -40 0 -80" stroke="#fff" stroke-width="10" fill="none" opacity=".55" stroke-linecap="round"/>`;
  }
  // cardamom pods / sugar cubes
  for (let i = 0; i < 4; i++) {
    const x = cx + 220 + range(rng, -20, 30);
    const y = 470 + range(rng, -10, 30);
    body += tea
      ? `<rect x="${f(x)}" y="${f(y)}" width="26" height="26" rx="3" fill="#fff" stroke="#ddd" stroke-width="2"/>`
      : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="14" ry="8" transform="rotate(${f(rng() * 180)} ${f(x)} ${f(y)})" fill="#8ab17d" stroke="#5c7f4f" stroke-width="2"/>`;
  }
  return drinkScene(rng, body);
}

// ---------------------------------------------------------------------------------------------------------------

const DEFAULTS: Record<DishKind, [string, string]> = {
  grill: ['#8c4a2f', '#d62828'],
  rice: ['#e9c46a', '#7f4f24'],
  dip: ['#e8cfa0', '#c1121f'],
  salad: ['#40916c', '#f4a261'],
  soup: ['#e09f3e', '#f4f1de'],
  flatbread: ['#6b7f2a', '#f4f1de'],
  wrap: ['#b5651d', '#d62828'],
  knafeh: ['#e76f1b', '#52b788'],
  baklava: ['#d4a017', '#52b788'],
  pudding: ['#f8f1e5', '#52b788'],
  'cold-drink': ['#f4a261', '#e63946'],
  'hot-drink': ['#7f3b08', '#f1faee'],
};

const DRAW: Record<DishKind, (rng: Rng, color: string, accent: string) => string> = {
  grill,
  rice,
  dip,
  salad,
  soup,
  flatbread,
  wrap,
  knafeh,
  baklava,
  pudding,
  'cold-drink': coldDrink,
  'hot-drink': hotDrink,
};

const isDrink = (k: DishKind) => k === 'cold-drink' || k === 'hot-drink';

/** One dish, 4:3, as an SVG document (rendered at `width` px wide). */
export function dishSvg(art: DishArt, width = 1000): string {
  const rng = seededRng(art.kind + ':' + art.seed);
  const [c, a] = DEFAULTS[art.kind];
  const food = DRAW[art.kind](rng, art.color ?? c, art.accent ?? a);
  const scene = isDrink(art.kind) ? food : table(rng) + cutlery(rng, rng() < 0.5 ? 'left' : 'right') + food;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * H) / W)}" viewBox="0 0 ${W} ${H}">${defs()}${scene}</svg>`;
}

/** A wide spread of several dishes on one table: the menu's header image (and gallery pictures). */
export function spreadSvg(seed: string, kinds: DishKind[], width = 1600, height = 700): string {
  const rng = seededRng('spread:' + seed);
  const vh = Math.round((W * height) / width);
  const n = kinds.length;
  const s = Math.min(0.62, (W / n / 480) * 1.5, vh / 480);
  let dishes = '';
  kinds.forEach((kind, i) => {
    const x = ((i + 0.5) / n) * W + range(rng, -10, 10);
    const y = vh / 2 + (i % 2 ? 1 : -1) * vh * 0.16 + range(rng, -8, 8);
    const [c, a] = DEFAULTS[kind];
    const inner = isDrink(kind)
      ? plate(420, 300, 170) + `<circle cx="420" cy="300" r="110" fill="${c}"/><circle cx="420" cy="300" r="110" fill="url(#shine)"/>` + leaf(400, 290, 60, -40, '#40916c')
      : DRAW[kind](seededRng(seed + i), c, a);
    dishes += `<g transform="translate(${f(x - 420 * s)} ${f(y - 300 * s)}) scale(${f(s * 100) / 100})">${inner}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${vh}">${defs()}${table(rng)}${dishes}</svg>`;
}

/** The restaurant's logo: an olive branch in a round badge (no text, so it works at any size and in any script). */
export function logoSvg(main: string, secondary: string, size = 512): string {
  const from = [140, 380];
  const to = [372, 148];
  let leaves = '';
  const n = 8;
  for (let i = 0; i < n; i++) {
    const t = 0.12 + (i / (n - 1)) * 0.82;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t - Math.sin(t * Math.PI) * 24;
    const side = i % 2 ? 1 : -1;
    leaves += leaf(x, y, 88 - i * 5, -45 + side * 55, i % 2 ? '#a7c957' : '#6a994e');
  }
  leaves += leaf(to[0] - 4, to[1] + 4, 70, -45, '#a7c957');
  const olives = [
    [222, 330, -20],
    [282, 292, 10],
    [318, 206, -35],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs><radialGradient id="lg" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="${shade(main, 0.15)}"/><stop offset="1" stop-color="${shade(main, -0.25)}"/></radialGradient></defs>
<circle cx="256" cy="256" r="250" fill="url(#lg)"/>
<circle cx="256" cy="256" r="222" fill="none" stroke="${secondary}" stroke-width="10"/>
<circle cx="256" cy="256" r="204" fill="none" stroke="${secondary}" stroke-width="3" stroke-dasharray="4 10"/>
<path d="M${from[0]} ${from[1]} Q 256 290 ${to[0]} ${to[1]}" stroke="${secondary}" stroke-width="10" fill="none" stroke-linecap="round"/>
${leaves}
${olives.map(([x, y, a]) => `<path d="M${x} ${y - 36} q 4 -14 -6 -24" stroke="${secondary}" stroke-width="4" fill="none"/><ellipse cx="${x}" cy="${y}" rx="26" ry="36" transform="rotate(${a} ${x} ${y})" fill="#3a2e39"/><ellipse cx="${x - 8}" cy="${y - 12}" rx="7" ry="11" transform="rotate(${a} ${x} ${y})" fill="#fff" opacity=".35"/>`).join('')}
</svg>`;
}

/** A warm interior for the "our place" gallery: arches, lanterns and a laid table. */
export function interiorSvg(seed: string, width = 1600, height = 1000): string {
  const rng = seededRng('interior:' + seed);
  const wall = pick(rng, ['#f2e3c6', '#efd9b4', '#f6e7d8']);
  const arch = pick(rng, ['#2f5d50', '#7b2e2e', '#264653']);
  let arches = '';
  for (let i = 0; i < 3; i++) {
    const x = 60 + i * 260;
    arches += `<path d="M${x} 560 V 260 A 110 110 0 0 1 ${x + 220} 260 V 560z" fill="${arch}"/>`;
    arches += `<path d="M${x + 20} 560 V 270 A 90 90 0 0 1 ${x + 200} 270 V 560z" fill="url(#sky)"/>`;
    arches += `<circle cx="${x + 60}" cy="470" r="50" fill="#6a994e"/><circle cx="${x + 150}" cy="490" r="60" fill="#386641"/><circle cx="${x + 110}" cy="440" r="40" fill="#a7c957"/>`;
    arches += `<path d="M${x + 110} 180 V 560 M${x + 20} 370 H ${x + 200}" stroke="${arch}" stroke-width="8"/>`;
    // lantern
    const lx = x + 110;
    arches += `<path d="M${lx} 0 V 90" stroke="#5a3e1b" stroke-width="3"/>
    <path d="M${lx - 26} 100 h52 l-8 60 h-36z" fill="#c9a227"/><path d="M${lx - 18} 106 h36 l-6 48 h-24z" fill="#ffd166"/>
    <circle cx="${lx}" cy="130" r="70" fill="#ffd166" opacity=".18"/><path d="M${lx - 30} 100 l30 -14 l30 14z" fill="#9c7a1a"/>`;
  }
  let tables = '';
  for (let i = 0; i < 2; i++) {
    const x = 180 + i * 330 + range(rng, -20, 20);
    tables += `<ellipse cx="${x + 10}" cy="590" rx="140" ry="22" fill="#000" opacity=".2"/>
    <rect x="${x - 130}" y="520" width="260" height="24" rx="6" fill="#8a5a3b"/><rect x="${x - 110}" y="544" width="16" height="50" fill="#6e4429"/><rect x="${x + 94}" y="544" width="16" height="50" fill="#6e4429"/>
    <ellipse cx="${x - 50}" cy="516" rx="36" ry="8" fill="#f7f3ec"/><ellipse cx="${x + 40}" cy="516" rx="36" ry="8" fill="#f7f3ec"/>
    <rect x="${x - 8}" y="480" width="16" height="36" rx="4" fill="#6a994e"/><circle cx="${x}" cy="474" r="14" fill="#e76f51"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">${defs()}
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecae6"/><stop offset="1" stop-color="#e0f4ff"/></linearGradient></defs>
<rect width="800" height="600" fill="${wall}"/>
${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 80}" y="0" width="40" height="600" fill="${shade(wall, -0.04)}"/>`).join('')}
${arches}
<rect y="560" width="800" height="40" fill="#a47148"/>
${tables}</svg>`;
}
