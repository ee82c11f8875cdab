/**
 * A network receipt printer on loopback, written from the ESC/POS command reference: it listens like a
 * printer's raw port 9100, takes each connection's bytes as one job, and reads them back into what would be on the
 * paper — the raster bit images (GS v 0: `1D 76 30 m xL xH yL yH` then the rows, 8 dots a byte, high bit left) one
 * under the other, and whether the job ends with a cut (GS V). Anything else it does not understand fails the job.
 */
import net from 'node:net';
import sharp from 'sharp';

export type PaperPrint = { width: number; height: number; /** 1 black, 0 white, row after row. */ dots: Uint8Array; cut: boolean; bytes: Buffer };

export function decodeEscPos(bytes: Buffer): PaperPrint {
  let i = 0;
  let width = 0;
  const rows: Uint8Array[] = [];
  let cut = false;
  const need = (n: number) => {
    if (i + n > bytes.length) throw new Error(`ESC/POS: a command cut short at byte ${i}`);
  };
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 0x0a || b === 0x0d) {
      i += 1; // line feed / carriage return: paper moves, nothing is drawn
    } else if (b === 0x1b && bytes[i + 1] === 0x40) {
      i += 2; // ESC @ initialise
    } else if (b === 0x1b && bytes[i + 1] === 0x4d) {
      i += 3; // ESC M n: font
    } else if (b === 0x1b && (bytes[i + 1] === 0x74 || bytes[i + 1] === 0x61 || bytes[i + 1] === 0x21 || bytes[i + 1] === 0x64 || bytes[i + 1] === 0x4a)) {
      i += 3; // ESC t / a / ! / d / J with one parameter
    } else if (b === 0x1c && bytes[i + 1] === 0x2e) {
      i += 2; // FS . cancel Kanji mode
    } else if (b === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      need(8);
      const bytesPerRow = bytes[i + 4] + bytes[i + 5] * 256;
      const height = bytes[i + 6] + bytes[i + 7] * 256;
      i += 8;
      need(bytesPerRow * height);
      if (width && width !== bytesPerRow * 8) throw new Error(`ESC/POS: raster bands of different widths (${width}, ${bytesPerRow * 8})`);
      width = bytesPerRow * 8;
      for (let y = 0; y < height; y++) {
        const row = new Uint8Array(width);
        for (let x = 0; x < width; x++) row[x] = (bytes[i + y * bytesPerRow + (x >> 3)] >> (7 - (x & 7))) & 1;
        rows.push(row);
      }
      i += bytesPerRow * height;
    } else if (b === 0x1d && bytes[i + 1] === 0x56) {
      cut = true;
      i += bytes[i + 2] === 0x41 || bytes[i + 2] === 0x42 || bytes[i + 2] === 0x61 || bytes[i + 2] === 0x62 ? 4 : 3; // GS V m [n]
    } else {
      throw new Error(`ESC/POS: unknown command ${bytes.subarray(i, i + 3).toString('hex')} at byte ${i}`);
    }
  }
  const dots = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => dots.set(row, y * width));
  return { width, height: rows.length, dots, cut, bytes };
}

/** What was printed, as a PNG (black on white), to compare with a golden image and to look at. */
export async function printToPng(print: { width: number; height: number; dots: Uint8Array }): Promise<Buffer> {
  const grey = Buffer.alloc(print.width * print.height);
  for (let k = 0; k < print.dots.length; k++) grey[k] = print.dots[k] ? 0 : 255;
  return sharp(grey, { raw: { width: print.width, height: print.height, channels: 1 } }).png().toBuffer();
}

export interface FakeEscPosPrinter {
  port: number;
  prints: PaperPrint[];
  /** Jobs it could not read. */
  errors: string[];
  close(): Promise<void>;
}

export async function startFakeEscPosPrinter(): Promise<FakeEscPosPrinter> {
  const prints: PaperPrint[] = [];
  const errors: string[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      try {
        prints.push(decodeEscPos(Buffer.concat(chunks)));
      } catch (err) {
        errors.push((err as Error).message);
      }
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    prints,
    errors,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
