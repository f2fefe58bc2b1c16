import Image, { type ImageProps } from 'next/image';

/**
 * Images of blocks: local files through next/image (design.md section 2). SVG files are served as they
 * are (the optimiser does not rasterise them, and they are already small).
 */
export function SiteImage({ alt, ...props }: ImageProps & { src: string }) {
  return <Image {...props} alt={alt} unoptimized={props.src.endsWith('.svg') || props.unoptimized} />;
}
