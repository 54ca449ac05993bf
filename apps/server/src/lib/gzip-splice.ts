import { constants, crc32, deflateRawSync } from 'node:zlib';

/** gzip's member header (RFC 1952 §2.3): deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The most a stored block holds (RFC 1951 §3.2.4: LEN is 16 bits). */
const MAX_STORED = 0xffff;

/**
 * A gzip answer made of a large part compressed once and a short tail added per answer, without
 * compressing the large part again. The dashboard poll is the same 2–3 KB for every player but for its
 * last few bytes (the player's balance), and compressing all of it on every poll cost a third of the
 * poll's throughput; this costs a copy and a CRC of the tail.
 *
 * How (RFC 1951 and 1952): the prefix is deflated ending with a sync flush, so its blocks are complete,
 * none is marked final and the stream is byte-aligned; the tail follows as one final stored block
 * (header byte 0x01, LEN, one's complement of LEN, the bytes as they are); the trailer's CRC-32 is the
 * prefix's continued over the tail, and the size is the sum. Any gzip decoder reads it as one member.
 */
export class GzipPrefix {
  private readonly deflated: Buffer;
  private readonly crc: number;
  private readonly size: number;

  constructor(prefix: Buffer) {
    this.deflated = deflateRawSync(prefix, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    this.crc = crc32(prefix);
    this.size = prefix.length;
  }

  /** The gzip body of the prefix followed by `tail` (at most 65,535 bytes). */
  with(tail: Buffer): Buffer {
    if (tail.length > MAX_STORED) throw new RangeError(`a tail of ${tail.length} bytes does not fit one stored block`);
    const head = GZIP_HEADER.length + this.deflated.length;
    const out = Buffer.allocUnsafe(head + 5 + tail.length + 8);
    GZIP_HEADER.copy(out, 0);
    this.deflated.copy(out, GZIP_HEADER.length);
    out[head] = 0x01; // BFINAL 1, BTYPE 00 (stored), then the rest of the byte unused
    out.writeUInt16LE(tail.length, head + 1);
    out.writeUInt16LE(~tail.length & 0xffff, head + 3);
    tail.copy(out, head + 5);
    const trailer = head + 5 + tail.length;
    out.writeUInt32LE(crc32(tail, this.crc), trailer);
    out.writeUInt32LE((this.size + tail.length) % 2 ** 32, trailer + 4);
    return out;
  }
}
