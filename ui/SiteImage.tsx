import type { ImageProps } from 'next/image';
import dynamic from 'next/dynamic';

// next/image's client code (about 4 kB gzip) loads only on pages that show a raster image.
const NextImage = dynamic(() => import('next/image'));

export type SiteImageProps = Omit<ImageProps, 'src'> & { src: string; width: number; height: number };

/**
 * Images of blocks: local files. Raster images (PNG, JPEG, WebP, AVIF) go through next/image and its
 * optimiser (design.md section 2). SVG files are drawn as they are: the optimiser does not process
 * SVG, so next/image would only add its client code to the page for the same <img>.
 */
export function SiteImage({ alt, src, width, height, priority, sizes, className, style, ...rest }: SiteImageProps) {
  if (!src.endsWith('.svg')) {
    return <NextImage {...rest} src={src} alt={alt} width={width} height={height} priority={priority} sizes={sizes} className={className} style={style} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: SVG needs no optimiser
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
