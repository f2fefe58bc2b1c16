/** A request's body as bytes read by the route itself (signatures are over the exact bytes), capped. */
import type { NextApiRequest } from 'next';
import { ApiError } from './errors';

export async function readRawBody(req: NextApiRequest, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > maxBytes) throw new ApiError(413, 'errors.bodyTooLarge');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
