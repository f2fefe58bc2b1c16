/**
 * Large string bodies leave as Buffers.
 *
 * Node 20 is slow to write a large string body that is stored two bytes per character, as every
 * page of this site is (it names its languages in Arabic script): its `writev` encodes it to UTF-8 on
 * a slow path. Measured on a bare Node server here (issue 15): the 84 kB roaming page as a string 705
 * to 860 requests/s, `writev` two thirds of the CPU; the same string turned into a Buffer per request
 * (`Buffer.from`) 3,356; an ASCII-only 84 kB string 8,567; a 40 kB page as a string 7,077.
 * Next sends cached pages and API answers with `res.end(string)`, so each server turns such bodies
 * into Buffers once, at start-up, instead of each caller doing it.
 *
 * A cached page is sent again and again as the same string, so the Buffers of the bodies sent last
 * are kept (bounded by bytes) and sent again: encoding the 84 kB roaming page costs about 65 µs, finding
 * it again well under 1 µs (V8 hashes a string this long by its length; the same string object then
 * compares at once, an equal copy byte by byte in about 2 µs). Only an equal body gets a kept Buffer,
 * so what one visitor is sent never reaches another.
 */
import { ServerResponse } from 'node:http';

/** Smaller bodies keep their string: the slow path showed at 84 kB, not at 40 or 60 kB (7,077 and 4,882 req/s). */
export const LARGE_STRING_BODY = 16 * 1024;

const installed = Symbol.for('site.stringBodiesAsBuffers');

/**
 * At most this much memory holds recent bodies and their Buffers (first in, first out), each body
 * counted as its Buffer plus two bytes per character of the string the kept Buffer is found by.
 */
export const ENCODED_BODIES_BYTES = 16 * 1024 * 1024;

const encodedBodies = new Map<string, Buffer>();
let encodedBytes = 0;
const memoryOf = (body: string, buffer: Buffer) => buffer.length + 2 * body.length;

/** The body as UTF-8: the kept Buffer of an equal body sent lately, or a new one, kept in turn. */
function encoded(body: string): Buffer {
  const kept = encodedBodies.get(body);
  if (kept) return kept;
  const buffer = Buffer.from(body, 'utf8');
  // A body of more than a quarter of the bound is not kept: it would push out most of the others.
  if (memoryOf(body, buffer) > ENCODED_BODIES_BYTES / 4) return buffer;
  encodedBodies.set(body, buffer);
  encodedBytes += memoryOf(body, buffer);
  for (const [oldest, oldBuffer] of encodedBodies) {
    if (encodedBytes <= ENCODED_BODIES_BYTES) break;
    encodedBodies.delete(oldest);
    encodedBytes -= memoryOf(oldest, oldBuffer);
  }
  return buffer;
}

/** How many bodies and bytes are kept encoded now (for tests). */
export function encodedBodiesKept(): { bodies: number; bytes: number } {
  return { bodies: encodedBodies.size, bytes: encodedBytes };
}

type End = ServerResponse['end'];

/** Installs the conversion on every response of this process; a second call does nothing. */
export function sendLargeStringBodiesAsBuffers(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [installed]?: true };
  if (proto[installed]) return;
  const end: End = proto.end;
  proto.end = function endWithBuffer(this: ServerResponse, ...args: unknown[]) {
    const [chunk, second, third] = args;
    const encoding = typeof second === 'string' ? second : undefined;
    if (typeof chunk === 'string' && chunk.length > LARGE_STRING_BODY && (!encoding || /^utf-?8$/i.test(encoding))) {
      const callback = typeof second === 'function' ? second : third;
      return (end as (chunk: Buffer, cb?: unknown) => ServerResponse).call(this, encoded(chunk), callback);
    }
    return (end as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as End;
  proto[installed] = true;
}
