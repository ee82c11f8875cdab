/**
 * CSS colours, checked so that a stored colour can never break out of a `style` attribute or a CSS custom property:
 * hex (#rgb, #rgba, #rrggbb, #rrggbbaa), the named colours, and rgb()/rgba()/hsl()/hsla() with numbers only.
 * Client-safe (no imports): values are checked on output too, wherever they are written into a style.
 */
const NAMED = new Set(
  (
    'transparent currentcolor aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue ' +
    'darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:%|deg|turn|rad)?`;
const FUNCTIONAL = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUM}(?:\s*[,\s/]\s*${NUM}){2,3}\s*\)$`, 'i');

export function isCssColor(value: string): boolean {
  const v = value.trim();
  if (v.length > 60) return false;
  return HEX.test(v) || NAMED.has(v.toLowerCase()) || FUNCTIONAL.test(v);
}

export const CSS_COLOR_MESSAGE = (field: string) =>
  `${field} is not a colour: use #rrggbb (e.g. #8d1b3d), a colour name (e.g. teal) or rgb()/hsl()`;

/** The colour as it may go into CSS, or undefined for anything that is not one (checked on output, not only on save). */
export function safeCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return isCssColor(value) ? value.trim() : undefined;
}
