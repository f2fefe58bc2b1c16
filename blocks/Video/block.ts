import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import { MEDIA_VIDEO_PATH } from '@/lib/media-paths';
import { siteImage } from '@/lib/validation/content';
import type { VideoProps } from './Video';
import { youTubeEmbedUrl } from '@/lib/youtube';

export default defineBlock<VideoProps>({
  type: 'Video',
  label: 'Video',
  category: 'media',
  schema: z.object({
    url: z.string().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong?max=500' }),
    title: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong?max=200' }),
    posterImage: z.union([z.literal(''), siteImage()]),
  }) satisfies z.ZodType<VideoProps>,
  fields: {
    url: { type: 'text', label: 'YouTube link (https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/…, /embed/…) or a video copied from Builder.io (/api/v1/media/….mp4)' },
    title: { type: 'text', label: 'What the video is about (read by screen readers)' },
    posterImage: { type: 'text', label: 'Picture shown before a video file plays (optional; not for YouTube)' },
  },
  messages: ['blocks.Video'],
  defaultProps: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Video', posterImage: '' },
  /**
   * Spec section 5: anything but a secure YouTube link is logged and the block is left out; a video
   * file copied from Builder.io to our origin (lib/server/content/builder/media.ts) is played as it is.
   */
  normalize(props, { warn }) {
    if (MEDIA_VIDEO_PATH.test(props.url)) return props;
    const url = youTubeEmbedUrl(props.url);
    if (!url) {
      warn(`Video left out: ${JSON.stringify(props.url.slice(0, 200))} is not a secure YouTube watch, short or embed link, nor a video copied to our site.`);
      return null;
    }
    return { ...props, url };
  },
});
