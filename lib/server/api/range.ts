/** The Range request header (RFC 9110 section 14), for files answered in parts. */

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range: browsers seek videos this way) as inclusive
 * offsets; 'unsatisfiable' past the end; null (the whole file) for anything else, as RFC 9110 allows.
 * An open range (`bytes=a-`, what a video element asks for) is answered at most `openPart` bytes at a
 * time: the Content-Range says where it ends and the browser asks for the next part when it needs it.
 */
export function parseRange(header: string | undefined, size: number, openPart = Infinity): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d{0,20})-(\d{0,20})$/.exec(String(header ?? '').trim());
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : start + openPart - 1;
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
