/**
 * The video URL rule (spec section 5): only secure YouTube watch, short and embed links are accepted,
 * and every accepted link becomes the privacy-enhanced embed URL. No zod here: the component uses it too.
 */
export const YOUTUBE_EMBED_PREFIX = 'https://www.youtube-nocookie.com/embed/';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * `https://www.youtube-nocookie.com/embed/ID` for one of
 * - https://www.youtube.com/watch?v=ID, https://youtube.com/watch?v=ID
 * - https://youtu.be/ID
 * - https://www.youtube.com/shorts/ID, https://www.youtube.com/embed/ID
 * - https://www.youtube-nocookie.com/embed/ID
 * (other query parameters are dropped); null for anything else: http:, other or look-alike hosts,
 * credentials, ports, other paths, malformed IDs, whitespace or control characters.
 */
export function youTubeEmbedUrl(input: string): string | null {
  const raw = input.trim();
  // The URL parser would silently drop tabs and newlines inside the text: refuse them instead.
  if (!/^https:\/\/[^\s\\]+$/i.test(raw) || /[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;

  const host = url.hostname;
  const path = url.pathname;
  let id: string | null = null;
  if ((host === 'www.youtube.com' || host === 'youtube.com') && path === '/watch') {
    id = url.searchParams.get('v');
  } else if (host === 'www.youtube.com') {
    id = /^\/(?:shorts|embed)\/([^/]+)\/?$/.exec(path)?.[1] ?? null;
  } else if (host === 'youtu.be') {
    id = /^\/([^/]+)\/?$/.exec(path)?.[1] ?? null;
  } else if (host === 'www.youtube-nocookie.com') {
    id = /^\/embed\/([^/]+)\/?$/.exec(path)?.[1] ?? null;
  }
  return id !== null && VIDEO_ID.test(id) ? `${YOUTUBE_EMBED_PREFIX}${id}` : null;
}
