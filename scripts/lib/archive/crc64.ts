/**
 * CRC-64 with the ECMA-182 polynomial as Go's hash/crc64 computes it with crc64.ECMA (reflected, all ones in and out;
 * also known as CRC-64/XZ): the checksum mongodump's archive puts in each namespace's EOF header. Kept in two 32-bit
 * halves, so a byte costs a few integer operations rather than BigInt arithmetic.
 */
const POLY_HI = 0xc96c5795;
const POLY_LO = 0xd7870f42;

const TABLE_HI = new Uint32Array(256);
const TABLE_LO = new Uint32Array(256);
for (let i = 0; i < 256; i++) {
  let hi = 0;
  let lo = i;
  for (let bit = 0; bit < 8; bit++) {
    const odd = lo & 1;
    lo = ((lo >>> 1) | ((hi & 1) << 31)) >>> 0;
    hi >>>= 1;
    if (odd) {
      hi = (hi ^ POLY_HI) >>> 0;
      lo = (lo ^ POLY_LO) >>> 0;
    }
  }
  TABLE_HI[i] = hi;
  TABLE_LO[i] = lo;
}

/** A running checksum: update() with each piece in order, then value(). */
export class Crc64 {
  private hi = 0xffffffff;
  private lo = 0xffffffff;

  update(bytes: Uint8Array): this {
    let { hi, lo } = this;
    for (let i = 0; i < bytes.length; i++) {
      const idx = (lo ^ bytes[i]) & 0xff;
      lo = (((lo >>> 8) | (hi << 24)) ^ TABLE_LO[idx]) >>> 0;
      hi = ((hi >>> 8) ^ TABLE_HI[idx]) >>> 0;
    }
    this.hi = hi;
    this.lo = lo;
    return this;
  }

  /** The checksum as an unsigned 64-bit integer. */
  value(): bigint {
    return (BigInt((this.hi ^ 0xffffffff) >>> 0) << 32n) | BigInt((this.lo ^ 0xffffffff) >>> 0);
  }
}
