
import { SiteImage } from '@/ui/SiteImage';
import { classed } from '@/ui/classed';
import styles from './Image.module.css';

export interface ImageProps {
  /** A local image under /images/, or one copied from Builder.io's CDN (/api/v1/media/<sha256>.<ext>). */
  src: string;
  /** Describes the image; empty when it is decoration only. */
  alt: string;
  /** Optional caption shown under the image. */
  caption: string;
  /** Intrinsic size in pixels (keeps the space reserved while the image loads); it never overflows its column. */
  width: number;
  height: number;
  rounded: boolean;
}

/** One image, with an optional caption (figure and figcaption). */
export function Image({ src, alt, caption, width, height, rounded }: ImageProps) {
  if (!src) return null;
  const image = <SiteImage src={src} alt={alt} width={width} height={height} sizes={`(min-width: ${width}px) ${width}px, 100vw`} />;
  if (!caption) return <Frame $rounded={rounded}>{image}</Frame>;
  return (
    <Frame as="figure" $rounded={rounded}>
      {image}
      <figcaption>{caption}</figcaption>
    </Frame>
  );
}

const Frame = classed.div<{ $rounded: boolean }>(styles.Frame, {
  '--image-frame-border-radius': ({ $rounded }) => ($rounded ? '12px' : '0'),
});
