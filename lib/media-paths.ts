/**
 * Media copied from Builder.io's CDN to our origin (lib/server/content/builder/media.ts), served by
 * /api/v1/media/<sha256>.<ext>: exactly that shape, so a block can never point anywhere else. No zod
 * here: the Video component checks its link with it in the browser.
 */
export const MEDIA_IMAGE_PATH = /^\/api\/v1\/media\/[0-9a-f]{64}\.(png|jpg|webp|gif|avif)$/;
export const MEDIA_VIDEO_PATH = /^\/api\/v1\/media\/[0-9a-f]{64}\.(mp4|webm)$/;
