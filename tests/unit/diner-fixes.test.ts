import sharp from 'sharp';
import { QUIET_MODULES, qrMatrix, qrPng, qrSvg } from '../../lib/menus/qr/qr-image';
import { RATING_SNOOZE_MS, ratingPromptDue, snoozeRatingPrompt } from '../../lib/menus/rating-snooze';

/** Issue #16: the rating prompt's once-a-week rule, and QR codes with the standard 4-module quiet zone. */
function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('rating prompt snooze', () => {
  it('is due until answered, then not for a week for that menu only', () => {
    const store = memoryStore();
    const t0 = Date.UTC(2026, 10, 1);
    expect(ratingPromptDue('a', t0, store)).toBe(true);
    snoozeRatingPrompt('a', t0, store);
    expect(ratingPromptDue('a', t0 + 1000, store)).toBe(false);
    expect(ratingPromptDue('a', t0 + RATING_SNOOZE_MS - 1, store)).toBe(false);
    expect(ratingPromptDue('b', t0 + 1000, store)).toBe(true);
    expect(ratingPromptDue('a', t0 + RATING_SNOOZE_MS, store)).toBe(true);
  });

  it('shows when storage is missing or holds garbage', () => {
    const store = memoryStore();
    store.setItem('ratingPrompt:a', 'soon');
    expect(ratingPromptDue('a', Date.now(), store)).toBe(true);
    expect(ratingPromptDue('a', Date.now(), null)).toBe(true);
  });
});

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
