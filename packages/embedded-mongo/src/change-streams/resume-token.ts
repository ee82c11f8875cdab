/**
 * Resume tokens: `{_data: hex}`, opaque to the driver. Ours hold the event's tick (16 hex digits) and a kind: an event,
 * the invalidate that follows a drop (same tick: resumeAfter refuses it, startAfter starts after it), or a high-water
 * mark (a postBatchResumeToken with no event at its tick).
 */
import { err } from '../errors';
import type { Tick } from '../replset/cluster-clock';

export type TokenKind = 'event' | 'invalidate' | 'highWater';
const KIND_CODE: Record<TokenKind, string> = { event: '00', invalidate: '01', highWater: '02' };

export function encodeToken(tick: Tick, kind: TokenKind): { _data: string } {
  return { _data: `82${tick.toString(16).padStart(16, '0')}${KIND_CODE[kind]}` };
}

export function decodeToken(token: unknown): { tick: Tick; kind: TokenKind } {
  const data = (token as { _data?: unknown } | null)?._data;
  const m = typeof data === 'string' ? /^82([0-9a-f]{16})(0[012])$/.exec(data) : null;
  if (!m) throw err(9, 'KeyString format error: the resume token is not one this server wrote');
  const kind = (Object.keys(KIND_CODE) as TokenKind[]).find((k) => KIND_CODE[k] === m[2])!;
  return { tick: BigInt(`0x${m[1]}`), kind };
}
