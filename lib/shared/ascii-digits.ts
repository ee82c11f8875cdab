/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal separator as '.' (what people type in a cell). Pure. */
export const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/\u066b/g, '.');
