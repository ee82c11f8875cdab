import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * A drawn ticket as ESC/POS for a printer on TCP 9100: initialise, the image as raster bit images
 * (GS v 0, bands of at most 255 rows), feed, cut. The text was drawn on the server, so the printer's code pages never
 * matter. Encoded by @point-of-sale/receipt-printer-encoder.
 */
export function escposTicket(dots: Uint8Array, width: number, height: number): Uint8Array {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < dots.length; i++) {
    const v = dots[i] ? 0 : 255;
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', imageMode: 'raster', columns: width === 384 ? 32 : 48 });
  return encoder.initialize().image({ data: rgba, width, height }, { width, height, algorithm: 'threshold', threshold: 128, mode: 'raster' }).newline().cut('partial').encode();
}
