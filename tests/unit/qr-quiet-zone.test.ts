import sharp from 'sharp';
import { QUIET_MODULES, qrMatrix, qrPng, qrSvg } from '../../lib/menus/qr/qr-image';

/** QR codes (SVG and PNG) with the standard quiet zone of 4 modules on every side. */
describe('QR quiet zone', () => {
  const link = 'http://localhost:3000/m/sanabel';

  it('the SVG is the code plus 4 modules on every side', async () => {
    const size = qrMatrix(link).size;
    const svg = await qrSvg(link);
    expect(svg).toContain(`viewBox="0 0 ${size + 2 * QUIET_MODULES} ${size + 2 * QUIET_MODULES}"`);
    expect(QUIET_MODULES).toBe(4);
  });

  it('the PNG has 4 modules of white above and beside the code', async () => {
    const size = qrMatrix(link).size;
    const { data, info } = await sharp(await qrPng(link)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const cell = info.width / (size + 2 * QUIET_MODULES);
    const row = Math.floor(info.height / 2);
    let firstDark = -1;
    for (let x = 0; x < info.width; x++) {
      if (data[row * info.width + x] < 128) {
        firstDark = x;
        break;
      }
    }
    let top = -1;
    for (let y = 0; y < info.height && top < 0; y++) for (let x = 0; x < info.width; x++) if (data[y * info.width + x] < 128) { top = y; break; }
    expect(top).toBeGreaterThanOrEqual(Math.floor(cell * QUIET_MODULES) - 1);
    expect(firstDark).toBeGreaterThanOrEqual(Math.floor(cell * QUIET_MODULES) - 1);
  }, 60_000);
});
