import styled from 'styled-components';
import { SiteImage } from '@/ui/SiteImage';

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

const Frame = styled.div<{ $rounded: boolean }>`
  margin-block: ${({ theme }) => theme.space.lg};
  margin-inline: 0;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radius.md : '0')};
  }
  figcaption {
    margin-block-start: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
