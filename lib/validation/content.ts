/** zod fields shared by block schemas: image paths and links editors may use. */
import { z } from 'zod';
import { MEDIA_IMAGE_PATH } from '@/lib/media-paths';

/** Images are local files under /images/ (design.md section 2: next/image with local files). */
const LOCAL_IMAGE_PATH = /^\/images\/[A-Za-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/;

/** An image of a block: a local file under /images/, or an image copied from Builder's CDN (lib/media-paths.ts). */
export const siteImage = () => z.string().refine((v) => LOCAL_IMAGE_PATH.test(v) || MEDIA_IMAGE_PATH.test(v), { error: 'validation.invalid' });

/**
 * A link an editor may put in a block: a site path (`/personal/roaming`, `{LANG}/…`), an anchor, an
 * absolute http(s) URL, tel: or mailto:. Never javascript: or data:.
 */
export const contentLink = () =>
  z
    .string()
    .max(500)
    .refine((v) => v === '' || /^(\/(?![/\\])|#|\{LANG\}|https?:\/\/|tel:|mailto:)/i.test(v.trim()), { error: 'validation.url' });
