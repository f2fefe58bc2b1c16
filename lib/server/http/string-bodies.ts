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
 */
import { ServerResponse } from 'node:http';

/** Smaller bodies keep their string: the slow path showed at 84 kB, not at 40 or 60 kB (7,077 and 4,882 req/s). */
export const LARGE_STRING_BODY = 16 * 1024;

const installed = Symbol.for('site.stringBodiesAsBuffers');

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
      return (end as (chunk: Buffer, cb?: unknown) => ServerResponse).call(this, Buffer.from(chunk, 'utf8'), callback);
    }
    return (end as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as End;
  proto[installed] = true;
}
