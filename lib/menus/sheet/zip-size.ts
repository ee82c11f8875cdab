/**
 * The total uncompressed size a .zip (an .xlsx) declares in its central directory, read without inflating anything:
 * a 5 MB upload may not unpack to gigabytes (a zip bomb) before the spreadsheet reader even sees it. null when the
 * bytes are not a zip with a readable directory.
 */
export function zipUncompressedBytes(buf: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65,535.
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 65_535); at--) {
    if (buf.readUInt32LE(at) !== EOCD) continue;
    const entries = buf.readUInt16LE(at + 10);
    let p = buf.readUInt32LE(at + 16);
    let total = 0;
    for (let n = 0; n < entries; n++) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return null;
      total += buf.readUInt32LE(p + 24);
      p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    }
    return total;
  }
  return null;
}
