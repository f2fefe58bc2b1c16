/** zod fields shared by block schemas: local image paths and links editors may use. */
import { z } from 'zod';

/** Images are local files under /images/ (design.md section 2: next/image with local files). */
export const localImage = () =>
  z.string().regex(/^\/images\/[A-Za-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/, { error: 'validation.invalid' });

/**
 * Media copied from Builder.io's CDN to our origin (lib/server/content/builder/media.ts), served by
 * /api/v1/media/<sha256>.<ext>: exactly that shape, so a block can never point anywhere else.
 */
export const MEDIA_IMAGE_PATH = /^\/api\/v1\/media\/[0-9a-f]{64}\.(png|jpg|webp|gif|avif)$/;
export const MEDIA_VIDEO_PATH = /^\/api\/v1\/media\/[0-9a-f]{64}\.(mp4|webm)$/;

/** An image of a block: a local file under /images/, or an image copied from Builder's CDN. */
export const siteImage = () =>
  z.string().refine((v) => localImage().safeParse(v).success || MEDIA_IMAGE_PATH.test(v), { error: 'validation.invalid' });

/**
 * A link an editor may put in a block: a site path (`/personal/roaming`, `{LANG}/…`), an anchor, an
 * absolute http(s) URL, tel: or mailto:. Never javascript: or data:.
 */
export const contentLink = () =>
  z
    .string()
    .max(500)
    .refine((v) => v === '' || /^(\/(?![/\\])|#|\{LANG\}|https?:\/\/|tel:|mailto:)/i.test(v.trim()), { error: 'validation.url' });
