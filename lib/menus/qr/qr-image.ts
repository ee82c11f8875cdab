import QRCode from 'qrcode';

/** The standard quiet zone around a QR code: 4 modules of white on every side (ISO/IEC 18004). */
export const QUIET_MODULES = 4;

/** Black on white with the standard quiet zone: what every phone camera reads, also printed. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' as const, margin: QUIET_MODULES };

export function qrPng(text: string, dark = '#000000'): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', width: 768, color: { dark, light: '#ffffff' } });
}

export function qrSvg(text: string, dark = '#000000'): Promise<string> {
  return QRCode.toString(text, { ...QR_OPTIONS, type: 'svg', color: { dark, light: '#ffffff' } });
}

/** The QR matrix (for drawing it as vector rectangles in the PDF). */
export function qrMatrix(text: string): { size: number; dark(x: number, y: number): boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}
