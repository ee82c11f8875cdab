/**
 * MongoDB wire protocol framing: message header, OP_MSG (sections kind 0 and 1, checksum
 * flag), legacy OP_QUERY (handshake) and the OP_MSG / OP_REPLY replies.
 */
import { decode, encode, Doc } from './values';
import { encodeReply } from './stored-bytes';
import { err } from './errors';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_MESSAGE_SIZE = 48000000;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
/** mongod accepts command documents slightly over 16MB to leave room for command fields. */
const MAX_COMMAND_DOC_SIZE = MAX_BSON_OBJECT_SIZE + 16 * 1024;

const FLAG_CHECKSUM = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const KNOWN_FLAGS = FLAG_CHECKSUM | FLAG_MORE_TO_COME | (1 << 16);

export interface Header { length: number; requestId: number; responseTo: number; opCode: number }

export interface Request {
  header: Header;
  kind: 'msg' | 'query';
  /** The command document with document sequences merged in as arrays. */
  command: Doc;
  /** For OP_QUERY: the database from fullCollectionName. */
  db?: string;
  moreToCome: boolean;
}

/** Thrown for a message that cannot be answered; the connection is closed. */
export class ProtocolError extends Error {}

export function readHeader(buf: Buffer, off = 0): Header {
  return {
    length: buf.readInt32LE(off),
    requestId: buf.readInt32LE(off + 4),
    responseTo: buf.readInt32LE(off + 8),
    opCode: buf.readInt32LE(off + 12),
  };
}

function readDoc(buf: Buffer, off: number, end: number, limit: number): { doc: Doc; next: number } {
  if (off + 5 > end) throw err(22, 'truncated BSON document in message');
  const len = buf.readInt32LE(off);
  if (len < 5 || off + len > end) throw err(22, `invalid BSON document length ${len}`);
  if (len > limit) throw err(10334, `BSONObj size: ${len} (0x${len.toString(16)}) is invalid. Size must be between 0 and ${MAX_BSON_OBJECT_SIZE}(16MB)`);
  let doc: Doc;
  try {
    doc = decode(buf.subarray(off, off + len));
  } catch (e) {
    throw err(22, `invalid BSON: ${(e as Error).message}`);
  }
  return { doc, next: off + len };
}

function readCString(buf: Buffer, off: number, end: number): { s: string; next: number } {
  const z = buf.indexOf(0, off);
  if (z < 0 || z >= end) throw err(22, 'unterminated cstring in message');
  return { s: buf.toString('utf8', off, z), next: z + 1 };
}

/**
 * Parses one complete message (buf holds exactly `header.length` bytes).
 * Throws a MongoCommandError (answerable) or ProtocolError (close the connection).
 */
export function parseMessage(buf: Buffer): Request {
  const header = readHeader(buf);
  const end = buf.length;
  if (header.opCode === OP_MSG) {
    if (end < 21) throw new ProtocolError('OP_MSG too short');
    const flags = buf.readUInt32LE(16);
    if (flags & ~KNOWN_FLAGS & 0xffff) throw err(2, `Unrecognized required flag bits in OP_MSG: ${flags}`);
    const bodyEnd = flags & FLAG_CHECKSUM ? end - 4 : end;
    let off = 20;
    let body: Doc | undefined;
    const sequences: Array<[string, Doc[]]> = [];
    while (off < bodyEnd) {
      const kind = buf[off++];
      if (kind === 0) {
        if (body) throw err(40430, 'Multiple body sections in message');
        const r = readDoc(buf, off, bodyEnd, MAX_COMMAND_DOC_SIZE);
        body = r.doc;
        off = r.next;
      } else if (kind === 1) {
        if (off + 4 > bodyEnd) throw err(22, 'truncated document sequence');
        const size = buf.readInt32LE(off);
        const secEnd = off + size;
        if (size < 5 || secEnd > bodyEnd) throw err(22, `invalid document sequence size ${size}`);
        const id = readCString(buf, off + 4, secEnd);
        const docs: Doc[] = [];
        let p = id.next;
        while (p < secEnd) {
          const r = readDoc(buf, p, secEnd, MAX_BSON_OBJECT_SIZE);
          docs.push(r.doc);
          p = r.next;
        }
        sequences.push([id.s, docs]);
        off = secEnd;
      } else {
        throw err(40432, `Unknown section kind ${kind}`);
      }
    }
    if (!body) throw err(40587, 'OP_MSG requires a body section');
    for (const [id, docs] of sequences) {
      if (id in body) throw err(40433, `Duplicate field ${id} in document sequence and body`);
      body[id] = docs;
    }
    return { header, kind: 'msg', command: body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
  }
  if (header.opCode === OP_QUERY) {
    if (end < 16 + 4 + 1 + 8 + 5) throw new ProtocolError('OP_QUERY too short');
    const ns = readCString(buf, 20, end);
    const off = ns.next + 8;
    const q = readDoc(buf, off, end, MAX_COMMAND_DOC_SIZE);
    let command = q.doc;
    if (command.$query && typeof command.$query === 'object') command = command.$query as Doc;
    const dot = ns.s.indexOf('.');
    const db = dot < 0 ? ns.s : ns.s.slice(0, dot);
    if (!ns.s.endsWith('.$cmd')) throw err(352, 'Unsupported OP_QUERY command: only commands (db.$cmd) are supported over OP_QUERY');
    return { header, kind: 'query', command, db, moreToCome: false };
  }
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

let nextRequestId = 1;

export function encodeMsgReply(responseTo: number, body: Doc): Buffer {
  const doc = encodeReply(body);
  const out = Buffer.allocUnsafe(16 + 4 + 1 + doc.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  doc.copy(out, 21);
  return out;
}

export function encodeOpReply(responseTo: number, body: Doc): Buffer {
  const doc = encodeReply(body);
  const out = Buffer.allocUnsafe(16 + 20 + doc.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_REPLY, 12);
  out.writeInt32LE(8, 16); // AwaitCapable
  out.writeBigInt64LE(0n, 20);
  out.writeInt32LE(0, 28);
  out.writeInt32LE(1, 32);
  doc.copy(out, 36);
  return out;
}

/** Builds an OP_MSG request (used by tests/fuzzing and the benchmark). */
export function encodeMsgRequest(requestId: number, body: Doc, flags = 0): Buffer {
  const doc = encode(body);
  const out = Buffer.allocUnsafe(21 + doc.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(0, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(flags, 16);
  out[20] = 0;
  doc.copy(out, 21);
  return out;
}
