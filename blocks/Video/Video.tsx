import { useTranslations } from 'next-intl';
import { MEDIA_VIDEO_PATH } from '@/lib/media-paths';
import { youTubeEmbedUrl } from '@/lib/youtube';
import { classed } from '@/ui/classed';
import styles from './Video.module.css';

export interface VideoProps {
  /**
   * A secure YouTube link (the server rewrites it to https://www.youtube-nocookie.com/embed/ID), or a
   * video file on our origin copied from Builder.io (/api/v1/media/<sha256>.mp4 or .webm).
   */
  url: string;
  /** The video's accessible name (the frame's title). */
  title: string;
  /** A video file's picture before it plays (a local or copied image); '' for none. YouTube shows its own. */
  posterImage?: string;
}

/**
 * A YouTube video in a 16:9 frame that loads only when it comes near the screen, or a video file of
 * ours with the browser's own controls, of which nothing is downloaded before it is played.
 */
export function Video({ url, title, posterImage }: VideoProps) {
  const t = useTranslations('blocks.Video');
  if (MEDIA_VIDEO_PATH.test(url)) {
    return (
      <Frame>
        <video src={url} poster={posterImage || undefined} controls preload="none" aria-label={title.trim() || t('untitled')} />
      </Frame>
    );
  }
  // The server already refused anything else; checked again so a raw link never reaches the frame.
  const src = youTubeEmbedUrl(url);
  if (!src) return null;
  return (
    <Frame>
      <iframe
        src={src}
        title={title.trim() || t('untitled')}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Frame>
  );
}

const Frame = classed.div(styles.Frame);
